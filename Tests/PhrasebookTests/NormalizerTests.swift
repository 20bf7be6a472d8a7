import Testing
@testable import Phrasebook

@Suite struct NormalizerTests {
    @Test(arguments: [
        ("Open Niagara Falls in Landmarks", "open niagara falls in landmarks"),
        ("  hey,   OPEN niagara-falls!! ", "hey open niagara falls"),
        ("Café", "cafe"),
        ("Sacré-Cœur", "sacre coeur"),
        ("ｆｕｌｌ ｗｉｄｔｈ", "full width"),
        ("ﬁle", "file"),
        ("Straße", "strasse"),
        ("CodingBridge", "coding bridge"),
        ("codingbridge", "codingbridge"),
        ("my-project", "my project"),
        ("my_project", "my project"),
        ("RecipeBox", "recipe box"),
        ("HTMLParser", "html parser"),
        ("api-server", "api server"),
        ("Pier 39", "pier thirty nine"),
        ("Pier39", "pier thirty nine"),
        ("10 minute mindfulness", "ten minute mindfulness"),
        ("2024", "two thousand twenty four"),
        ("1,000 things", "one thousand things"),
        ("2.5 hours", "two point five hour"),
        ("007", "zero zero seven"),
        ("the 1st and 22nd", "the first and twenty second"),
        ("what's changed", "what is changed"),
        ("What’s changed", "what is changed"),
        ("don't stop", "do not stop"),
        ("I'm here", "i am here"),
        ("let's go", "let us go"),
        ("landmark's name", "landmarks name"),
        ("Tom & Jerry", "tom and jerry"),
        ("C++", "c plus plus"),
        ("100%", "one hundred percent"),
        ("", ""),
        ("!!! ...", ""),
    ])
    func normalizes(_ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input) == expected)
    }

    @Test func sameOnBothSides() {
        let pairs = [("Ask CodingBridge about my code", "ask coding bridge about my code"),
                     ("What's changed in my code", "what is changed in my code"),
                     ("Open Sacré-Cœur", "open sacre coeur")]
        for (phrase, spoken) in pairs {
            #expect(Normalizer.tokens(phrase) == Normalizer.tokens(spoken))
        }
    }
}
