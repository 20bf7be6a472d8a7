"""Prints the PyPI requirements of a Home Assistant integration and of every
integration it depends on, one a line, read from the manifests of the
installed `homeassistant` package.

Home Assistant installs an integration's requirements when it loads it; its
test harness (pytest-homeassistant-custom-component) does not, so `make
ha-venv` installs them with this list, under Home Assistant's own
constraints:

    python integration_requirements.py wyoming
"""

import json
import pathlib
import sys

import homeassistant.components


def requirements(domain, components, seen):
    """The requirements of `domain` and its dependencies, each once."""
    if domain in seen:
        return []
    seen.add(domain)
    manifest_path = components / domain / "manifest.json"
    if not manifest_path.exists():
        return []
    manifest = json.loads(manifest_path.read_text())
    found = list(manifest.get("requirements", []))
    for dependency in manifest.get("dependencies", []) + manifest.get("after_dependencies", []):
        found += requirements(dependency, components, seen)
    return found


def main():
    components = pathlib.Path(homeassistant.components.__file__).parent
    listed = []
    for domain in sys.argv[1:]:
        for requirement in requirements(domain, components, set()):
            if requirement not in listed:
                listed.append(requirement)
    print("\n".join(listed))


if __name__ == "__main__":
    main()
