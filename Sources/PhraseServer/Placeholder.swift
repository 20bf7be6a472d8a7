import Phrasebook
enum PhraseServerPlaceholder {}
