extension LetterToSound {
    /// The letter-to-sound rules, written for Phrasebook from how English
    /// spelling is commonly taught and tuned against the CMU dictionary's
    /// error list (`PhoneticDictionaryTests`). Notation: `RuleTable`.
    ///
    /// Within a letter the first rule that applies wins, so the specific
    /// come before the general and every letter ends with a catch-all.
    static let rules = """
        // ---- a ----
        [aa] = AA
        [ai]r = EH
        [ai] = EY
        [ay] = EY
        [au]gh = AO
        [au] = AO
        _[a]wa = ah
        [aw] = AO
        [are]_ = EH R
        [are]s_ = EH R
        [are]d_ = EH R
        [are]ness = EH R
        [are]ful = EH R
        [are]less = EH R
        [are]ly = EH R
        VKw[ar]d_ = ER
        w[ar] = AO/ER R
        qu[ar] = AO R
        VK[ar]d_ = ER
        VK[ar]ds_ = ER
        [a]rr = AE/AH
        [a]ry_ = EH
        [a]rV = EH/ER
        [ar] = AA/ER R
        w[a]sh = AA
        w[a]tch = AA
        w[a]nt = AA
        w[a]nd = AA
        qu[a]l = AA
        qu[a]nt = AA
        qu[a]d = AA
        [a]ll_ = AO
        [a]lls_ = AO
        [a]ll$ = AO
        [al]k = AO K
        C[al]m = AA
        [a]lt = AO
        [a]ld = AO
        [a]nge = EY
        [a]ste = EY
        VK[a]ble = ah
        VK[a]bly_ = ah
        VK[a]nt_ = ah
        VK[a]nts_ = ah
        VK[a]nce = ah
        VK[a]ncy = ah
        VK[a]nd_ = ah
        VK[a]ge_ = ih
        VK[a]ges_ = ih
        VK[a]ged_ = ih
        [a]tional = AE/AH
        [a]tion = EY
        [a]sion = EY
        [a]cia = EY
        _K[a]ture = EY
        [a]x = AE/AH
        [a]C$ = EY
        [a]Cous = EY
        [a]vor = EY
        _K[a]_ = AA
        [a]_ = ah
        [a] = AE/AH

        // ---- b ----
        m[b]_ =
        m[b]s_ =
        m[b]ing =
        [bb] = B
        [b] = B

        // ---- c ----
        [cch] = K
        [ch]r = K
        [ch]l = K
        s[ch] = K
        _Ke[ch] = K
        [ch]ao = K
        [ch]or = K
        [ch] = CH
        [ck] = K
        [cc]E = K S
        [cc] = K
        [cia] = < SH ah
        [ciou]s = < SH ah
        [cie]nt = < SH ah
        s[c]E =
        [c]E = S
        [c] = K

        // ---- d ----
        [dd] = D
        [dg]e = JH
        [dj] = JH
        VK[d]ua = JH
        VK[d]uca = JH
        [d] = D

        // ---- e ----
        VK[ed]_ = +ED
        VK[es]_ = +S
        cr[e]a = IY
        _K[e]_ = IY
        [e]_ =
        [ear]_ = IH R
        [ear]s_ = IH R
        [ear]ed_ = IH R
        [ear]ing = IH R
        [ear]C = ER
        [ear] = IH R
        b[eau] = Y UW
        [eau] = OW
        _K[ea]_ = IY
        [ea]_ = IY ah
        [ea]ther = EH
        [ea]th$ = IY
        [ea]th = EH
        [ea]d = EH
        [ea]lth = EH
        [ea]sure = EH
        [ea]nt = EH
        [ea]vy = EH
        [ea]ven = EH
        [ea]pon = EH
        [ea] = IY
        [ee]r = IH'
        VK[ee]_ = IY'
        [ee] = IY
        [ei]gh = EY
        c[ei] = IY
        [ei] = AY
        [ey]_ = iy
        [ey] = EY
        _[eu] = Y UW
        [eu] = UW
        ch[ew] = UW
        J[ew] = Y UW
        [ew] = UW
        [er]ed_ = ER
        [er]ing = ER
        [er]y_ = ER
        [er]ous = ER
        [e]riV = IH/ER
        [e]rr = EH/ER
        [ere]_ = IH R
        [e]rV = EH/ER
        [er] = ER
        [e]ver = EH/AH
        VK[e]nt_ = ah
        VK[e]nts_ = ah
        VK[e]nce = ah
        VK[e]ncy = ah
        VK[e]nci = ah
        VK[e]st_ = ah
        [e]tte_ = EH'
        [e]C@ = IY
        g[e]ous =
        [e]ous = iy
        [e]o = iy
        _b[e]CV = ih
        _d[e]CV = ih
        _d[e]Cl = ih
        _d[e]Cr = ih
        _b[e]Cl = ih
        _r[e]Cl = ih
        _r[e]Cr = ih
        _r[e]CV = ih
        _pr[e]CV = ih
        [e] = EH/AH

        // ---- f ----
        [ff] = F
        .[ful] = F ah L
        [f] = F

        // ---- g ----
        _[gh] = G
        [gh] =
        _[gn] = N
        [gn]_ = N
        [gn]s_ = N
        [gn]ed_ = N
        [gg] = G
        [gu]E = G
        _[gu]a = G
        [g]et = G
        _[g]iv = G
        _[g]if = G
        _[g]irl = G
        _[g]ee = G
        _[g]ear = G
        be[g]in = G
        an[g]er = JH
        en[g]er = JH
        r[g]er = JH
        [g]er = G
        [g]E = JH
        [g] = G

        // ---- h ----
        V[h]_ =
        V[h]C =
        r[h] =
        k[h] =
        x[h] =
        [h] = HH

        // ---- i ----
        [igh] = AY
        _K[ie]_ = AY
        [ie]_ = iy
        _K[ie]d_ = AY
        f[ie]d_ = AY
        pl[ie]d_ = AY
        [ie]d_ = iy
        _K[ie]s_ = AY
        f[ie]s_ = AY
        pl[ie]s_ = AY
        [ie]s_ = iy
        [ie]r = IH
        [ie]nd = EH
        [ie]t = AY ah
        [ie] = IY
        VK[i]ve = ih
        VK[i]st_ = ih
        VK[i]sts_ = ih
        VK[i]sm_ = ih
        VK[i]ce_ = ih
        [i]que = IY'
        VK[i]c_ = < ih
        VK[i]cs_ = < ih
        VK[i]cal = < ih
        VK[i]ty_ = < ah
        VK[i]ties_ = < ah
        VK[i]ous_ = < iy
        VK[i]an_ = < iy
        VK[i]al_ = < iy
        [ire]_ = AY ER
        [ire]s_ = AY ER
        [ire]d_ = AY ER
        [i]x = IH/IH
        [i]mb_ = AY
        or[i]te = ih
        [i]C$ = AY
        [i]rr = IH/AH
        [i]rV = IH/ER
        [ir] = ER
        [i]nd_ = AY
        [i]nds_ = AY
        [i]nding = AY
        [i]nder_ = AY
        [i]ndful = AY
        [i]ndness = AY
        [i]ndly = AY
        [i]ld_ = AY
        [i]lds_ = AY
        [ign]_ = AY N
        [ign]s_ = AY N
        [ign]ed_ = AY N
        [ign]er = AY N
        [ign]ing = AY N
        _K[i]V = AY
        [i]a = iy
        [i]o = iy
        [i]u = iy
        _K[i]_ = AY
        [i]_ = IY
        [i]ng = ih
        [i] = IH/IH

        // ---- j ----
        [j] = JH

        // ---- k ----
        _[kn] = N
        [kk] = K
        [k] = K

        // ---- l ----
        [ll] = L
        VKC[le]_ = ah L
        VKC[le]s_ = ah L
        VKC[le]d_ = ah L
        VK[less]_ = L ah S
        [l] = L

        // ---- m ----
        [mm] = M
        VK[ment] = M ah N T
        [m] = M

        // ---- n ----
        [nn] = N
        m[n]_ =
        m[n]s_ =
        VK[ness] = N ah S
        [n]k = NG
        [ng]_ = NG
        [ng]s_ = NG
        [ng]ing = NG
        [ng]ly = NG
        i[ng]er = NG G
        o[ng]er = NG G
        u[ng]er = NG G
        [n]gE = N
        [ng]l = NG G
        [ng]r = NG G
        [ng]V = NG G
        [ng] = NG
        [n] = N

        // ---- o ----
        [oo]r = AO
        [oo]k = UH
        [oo]d = UH
        [oo]n_ = UW'
        [oo] = UW
        [oa]r = AO
        [oa] = OW
        [oe]_ = OW
        [oe]s_ = OW
        [oeur] = ER
        _d[o]ing = UW
        [o]ing = OW
        [oi] = OY
        [oy] = OY
        [ough]t = AO
        [ough]_ = OW
        [ough] = AH F
        VK[ou]s_ = ah
        [our]_ = AW ER
        [ou]rn = ER
        [our]V = ER
        [ou]r = AO
        [ou]ld = OW
        [ou]l = OW
        [ou]ble = AH
        [ou]ple = AH
        [ou]ng = AH
        [ou]ch_ = AW
        [ou]p = UW
        r[ou]te = UW
        [ou]_ = UW
        [ou] = AW
        kn[ow] = OW
        sh[ow] = OW
        gr[ow] = OW
        bl[ow] = OW
        fl[ow] = OW
        thr[ow] = OW
        sl[ow] = OW
        sn[ow] = OW
        gl[ow] = OW
        l[ow] = OW
        _[ow]n = OW
        VK[ow]_ = OW
        VK[ow]s_ = OW
        [ow] = AW
        w[or] = ER
        VK[or]d_ = ER
        [ore]_ = AO R
        [ore]s_ = AO R
        [ore]d_ = AO R
        [o]rr = AA/AH
        [o]rV = AO/ER
        [or] = AO/ER R
        [o]logy_ = AA'
        [o]tion = OW
        [o]cia = OW
        VK[o]me_ = ah
        _c[o]nC = ah
        _c[o]mC = ah
        c[o]ver = AH
        g[o]vern = AH
        [o]ven = AH
        [o]x = AA/AH
        [o]C$ = OW
        [o]Cen = OW
        [o]_ = OW
        [o]ld = OW
        [o]lt = OW
        [o]ll_ = OW
        [ol]k = OW K
        [o]st_ = OW
        [o]ng = AO
        [o]ff = AO
        [o]ss = AO
        [o]ft = AO
        [o]ther = AH
        [o]e = OW
        [o]V = OW
        m[o]n = AH/AH
        fr[o]nt = AH
        w[o]n = AH
        [o] = AA/AH

        // ---- p ----
        [ph] = F
        _[ps] = S
        _[pn] = N
        [pp] = P
        [p] = P

        // ---- q ----
        [que]_ = K
        [qu] = K W
        [q] = K

        // ---- r ----
        [rr] = R
        C[re]_ = ER
        C[re]s_ = ER
        [r] = R

        // ---- s ----
        [sh] = SH
        _[sch]C = SH
        _[sch] = S K
        [sch] = SH
        [ssion] = < SH ah N
        V[sion] = < ZH ah N
        [sion] = < SH ah N
        [ss]ure = SH
        [ss] = S
        V[s]ure = ZH
        V[s]ua = ZH
        V[si]a = ZH
        e[s]_ = Z
        y[s]_ = Z
        w[s]_ = Z
        VKCo[s]_ = Z
        C[s]_ = +S
        [s]m_ = Z ah M
        ca[s]e = S
        ba[s]e = S
        ou[s]e = S
        V[s]on_ = S
        [s]ive = S
        [s]is_ = S
        _mi[s]V = S
        _di[s]V = S
        V[s]V = Z
        [s] = S

        // ---- t ----
        [tch] = CH
        [th]m_ = DH ah M
        V[th]er = DH
        ea[th]$ = DH
        [th]e_ = DH
        [th]es_ = DH
        [th] = TH
        s[tion] = < CH ah N
        [tion] = < SH ah N
        [ti]al = < SH
        [ti]ous = < SH
        [tie]nt = < SH ah
        [ture] = CH ER
        VK[t]ua = CH
        s[t]le_ =
        Vs[t]en_ =
        [tt] = T
        [t] = T

        // ---- u ----
        [urr] = ER
        VKJ[ure]_ = Y ER
        VK[ure]_ = ER
        [u]x = AH/AH
        J[u]C$ = Y UW
        _[u]C$ = Y UW
        [u]C$ = UW
        g[ue]_ =
        J[ue]_ = Y UW
        VKn[ue] = Y UW
        VKl[ue] = Y UW
        J[ue]s_ = Y UW
        J[ue]d_ = Y UW
        [ue]_ = UW
        [ue]s_ = UW
        [ue]d_ = UW
        J[ue] = Y UW ah
        [ue] = UW ah
        [ui]ld = IH
        [ui]lt = IH
        [ui] = UW
        J[u]rV = Y UH/ER
        [u]rV = UH/ER
        [ur] = ER
        J[u]CV = Y UW/AH
        _[u]CV = Y UW/AH
        [u]CV = UW/AH
        [u]V = uw
        [u]_ = UW
        [u] = AH/AH

        // ---- v ----
        [v] = V

        // ---- w ----
        _[wr] = R
        [wh]o = HH
        [wh] = W
        [w] = W

        // ---- x ----
        _[x] = Z
        _e[x]V = G Z
        _e[x]h = G Z
        [x] = K S

        // ---- y ----
        _[y] = Y
        _C[y]o = iy
        [y]V = Y
        _K[y]_ = AY
        [y]C$ = AY
        _C[y]CV = AY
        VKf[y]_ = AY
        [y]_ = iy
        [y] = IH/AH

        // ---- z ----
        [zz] = Z
        t[z] = S
        [z] = Z
        """
}
