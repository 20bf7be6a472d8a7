/// The version of Phrasebook's library and tools, as `phrase --version` and
/// `phrased --version` print it.
///
/// Changed by hand when a release is made (none is tagged yet); a build
/// from a checkout between releases says the last one, with `-dev`.
public enum PhrasebookVersion {
    public static let current = "0.1.0-dev"
}
