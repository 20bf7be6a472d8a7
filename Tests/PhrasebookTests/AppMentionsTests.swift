import Testing

@testable import Phrasebook

@Suite struct AppMentionsTests {
    /// The mentions come from a dictionary, whose order differs from run to
    /// run; what a match makes of them must not. A span heard both as the
    /// name alone and as one run with a preposition is two mentions with
    /// the same place and app: the matcher's fuzz target found "np … en
    /// marks" answered two ways (OpenLandmarkIntent's alternative at 0.486
    /// or 0.499) by which of the two came first.
    @Test func theOrderOfTheMentionsFoundDoesNotMatter() {
        let alone = AppMentions.Mention(app: 0, span: 1..<3, score: 0.6, carriesPreposition: false, isWeak: true)
        let runIn = AppMentions.Mention(app: 0, span: 1..<3, score: 0.7, carriesPreposition: true)
        let other = AppMentions.Mention(app: 1, span: 0..<1, score: 0.8, carriesPreposition: false)
        let orders = [[alone, runIn, other], [runIn, alone, other], [other, runIn, alone], [runIn, other, alone]]
        let read = orders.map { AppMentions($0).all }
        #expect(read.allSatisfy { $0 == read[0] }, "\(read)")
        #expect(read[0] == [other, alone, runIn])
    }
}
