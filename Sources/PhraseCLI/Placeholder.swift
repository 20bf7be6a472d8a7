import Phrasebook
enum PhraseCLIPlaceholder {}
