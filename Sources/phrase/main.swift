import PhraseCLI
