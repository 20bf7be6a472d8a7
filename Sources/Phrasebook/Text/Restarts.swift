/// False starts in what a speaker says: the speaker starts a command,
/// breaks off with an editing term ("um", "sorry", "i mean", "no wait") and
/// starts again — "add water sorry add water to gulper". What was said
/// before the break (the *reparandum*) is not part of the command.
///
/// The restart is recognised the way a listener does: the words after the
/// editing terms begin with a word said before them, and the speaker went
/// back to it. Everything from that earlier word through the editing
/// terms goes: "open paris sorry open london in landmarks" is "open london
/// in landmarks". A filler with no such return ("open uh niagara falls in
/// landmarks", "um open …") is left to the matcher, which takes fillers as
/// extra words. English only: the editing terms are English words.
enum Restarts {
    /// Words that break off what was being said.
    static let editingTerms: Set<String> = ["um", "uh", "uhm", "umm", "erm", "er", "hmm", "sorry", "oops", "wait"]
    /// Words said with them ("no wait", "i mean", "sorry actually").
    static let editingCompanions: Set<String> = ["no", "i", "mean", "actually", "oh"]

    /// `tokens` with every false start taken out, or `nil` where there is
    /// none.
    ///
    /// - Complexity: O(*n*²) in the token count at worst, O(*n*) where no
    ///   editing term is said.
    static func repairing(_ tokens: [String]) -> [String]? {
        var words = tokens
        var changed = false
        var k = 0
        while k < words.count {
            // A run of editing words with at least one that breaks off
            // (or "i mean").
            var end = k
            while end < words.count, editingTerms.contains(words[end]) || editingCompanions.contains(words[end]) { end += 1 }
            let run = words[k..<end]
            let breaksOff = run.contains(where: editingTerms.contains)
                || zip(run, run.dropFirst()).contains { $0 == "i" && $1 == "mean" }
            guard end > k, breaksOff, end < words.count, k > 0,
                let start = words[..<k].lastIndex(of: words[end])
            else {
                k = max(end, k + 1)
                continue
            }
            words.removeSubrange(start..<end)
            changed = true
            k = start
        }
        return changed ? words : nil
    }
}
