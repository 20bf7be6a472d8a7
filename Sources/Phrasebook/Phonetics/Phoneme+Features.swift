/// Articulatory features: how each phoneme is made, the ground on which
/// `PhoneticDistance` says which sounds a listener or a recogniser confuses.
///
/// The values describe General American as the CMU dictionary transcribes
/// it: `AH` is both the stressed /ʌ/ and the unstressed schwa, `ER` both /ɝ/
/// and /ɚ/, and a diphthong is described by where it starts (its nucleus)
/// and where it glides to.
extension Phoneme {
    /// The features of a vowel or of a consonant.
    package enum Features: Hashable, Sendable {
        case vowel(Vowel)
        case consonant(Consonant)
    }

    /// How high the tongue is, highest first (the IPA's close to open).
    package enum Height: Int, Sendable {
        case high, nearHigh, mid, openMid, nearLow, low
    }

    /// How far forward the tongue is.
    package enum Backness: Int, Sendable {
        case front, central, back
    }

    /// Where in the mouth a consonant is made, front to back.
    package enum Place: Int, Sendable {
        case bilabial, labiodental, dental, alveolar, postalveolar, palatal, velar, glottal
    }

    /// How the air is let through.
    package enum Manner: Int, Sendable {
        case stop, affricate, fricative, nasal, lateral, rhotic, glide
    }

    /// A vowel's quality; for a diphthong, that of its nucleus.
    package struct Vowel: Hashable, Sendable {
        package var height: Height
        package var backness: Backness
        package var isRounded: Bool
        /// `ER`: the r-coloured vowel, close to the consonant `R`.
        package var isRhotic = false
        /// Tense vowels (`IY`, `EY`, `UW`, `OW`…) against lax ones (`IH`,
        /// `EH`, `UH`, `AH`), which are the ones English reduces.
        package var isTense: Bool
        /// Where a diphthong glides to (`AY` → `IH`); `nil` for a monophthong.
        package var glide: Phoneme?

        package var isDiphthong: Bool { glide != nil }
    }

    /// A consonant's place, manner and voicing.
    package struct Consonant: Hashable, Sendable {
        package var place: Place
        package var manner: Manner
        package var isVoiced: Bool
    }

    /// The phoneme's articulatory features.
    package var features: Features { Self.featureTable[Int(rawValue)] }

    /// The vowel features, or `nil` for a consonant.
    package var vowel: Vowel? {
        if case .vowel(let v) = features { v } else { nil }
    }

    /// The consonant features, or `nil` for a vowel.
    package var consonant: Consonant? {
        if case .consonant(let c) = features { c } else { nil }
    }

    /// The vowel a diphthong starts from, as a phoneme (`AY` → `AA`,
    /// `EY` → `EH`, `OW` → `AO`, `AW` → `AA`, `OY` → `AO`); `nil` otherwise.
    package var diphthongStart: Phoneme? {
        switch self {
        case .ay, .aw: .aa
        case .ey: .eh
        case .ow, .oy: .ao
        default: nil
        }
    }

    private static let featureTable: [Features] = allCases.map(\.computedFeatures)

    private var computedFeatures: Features {
        func v(_ height: Height, _ backness: Backness, rounded: Bool = false, tense: Bool,
               glide: Phoneme? = nil, rhotic: Bool = false) -> Features {
            .vowel(Vowel(height: height, backness: backness, isRounded: rounded, isRhotic: rhotic,
                         isTense: tense, glide: glide))
        }
        func c(_ place: Place, _ manner: Manner, voiced: Bool) -> Features {
            .consonant(Consonant(place: place, manner: manner, isVoiced: voiced))
        }
        switch self {
        case .iy: return v(.high, .front, tense: true)
        case .ih: return v(.nearHigh, .front, tense: false)
        case .ey: return v(.mid, .front, tense: true, glide: .ih)
        case .eh: return v(.openMid, .front, tense: false)
        case .ae: return v(.nearLow, .front, tense: false)
        case .aa: return v(.low, .back, tense: true)
        case .ao: return v(.openMid, .back, rounded: true, tense: true)
        case .ow: return v(.mid, .back, rounded: true, tense: true, glide: .uh)
        case .uh: return v(.nearHigh, .back, rounded: true, tense: false)
        case .uw: return v(.high, .back, rounded: true, tense: true)
        case .ah: return v(.openMid, .central, tense: false)
        case .er: return v(.mid, .central, tense: false, rhotic: true)
        case .ay: return v(.low, .central, tense: true, glide: .ih)
        case .aw: return v(.low, .central, tense: true, glide: .uh)
        case .oy: return v(.openMid, .back, rounded: true, tense: true, glide: .ih)
        case .p: return c(.bilabial, .stop, voiced: false)
        case .b: return c(.bilabial, .stop, voiced: true)
        case .t: return c(.alveolar, .stop, voiced: false)
        case .d: return c(.alveolar, .stop, voiced: true)
        case .k: return c(.velar, .stop, voiced: false)
        case .g: return c(.velar, .stop, voiced: true)
        case .ch: return c(.postalveolar, .affricate, voiced: false)
        case .jh: return c(.postalveolar, .affricate, voiced: true)
        case .f: return c(.labiodental, .fricative, voiced: false)
        case .v: return c(.labiodental, .fricative, voiced: true)
        case .th: return c(.dental, .fricative, voiced: false)
        case .dh: return c(.dental, .fricative, voiced: true)
        case .s: return c(.alveolar, .fricative, voiced: false)
        case .z: return c(.alveolar, .fricative, voiced: true)
        case .sh: return c(.postalveolar, .fricative, voiced: false)
        case .zh: return c(.postalveolar, .fricative, voiced: true)
        case .hh: return c(.glottal, .fricative, voiced: false)
        case .m: return c(.bilabial, .nasal, voiced: true)
        case .n: return c(.alveolar, .nasal, voiced: true)
        case .ng: return c(.velar, .nasal, voiced: true)
        case .l: return c(.alveolar, .lateral, voiced: true)
        case .r: return c(.alveolar, .rhotic, voiced: true)
        case .w: return c(.velar, .glide, voiced: true)   // labial-velar
        case .y: return c(.palatal, .glide, voiced: true)
        }
    }
}
