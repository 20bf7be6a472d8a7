#!/bin/sh
# Installs released Home Assistants, each with its test harness and the
# wyoming integration's requirements, into virtualenvs for the interop test
# (HomeAssistantInteropTests; `make ha-venv` runs this):
#
#   make-venv.sh PYTHON ROOT VERSION:HARNESS...
#
# ROOT/VERSION gets homeassistant==VERSION and
# pytest-homeassistant-custom-component==HARNESS (the harness release that
# pins that version), all of it under Home Assistant's own constraints
# (homeassistant/package_constraints.txt; without them pip backtracks
# through hundreds of requirements for minutes). The releases are installed
# side by side with uv (from PyPI, into ROOT/.uv; its cache in
# ROOT/.uv-cache), which fetches in parallel: about 2 minutes a release on
# two busy cores where pip took 5 to 15; pip is used when uv cannot be had.
# Home Assistant from 2025.5 asks for Python 3.13.2; pyenv's 3.13.0 runs what
# the test uses, so that floor is not enforced. ROOT/VERSION/.complete is
# written last: a folder without it is made anew. Prints one line a release;
# exits 0 whatever happened (the test skips what is missing).
set -u
python=$1 root=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
UV_VERSION=0.9.26
mkdir -p "$root"

uv=""
if [ -x "$root/.uv/bin/uv" ] || { "$python" -m venv "$root/.uv" && "$root/.uv/bin/pip" install --quiet --disable-pip-version-check \
    --timeout 20 --retries 1 "uv==$UV_VERSION"; } >"$root/.uv.log" 2>&1; then
    uv="$root/.uv/bin/uv"
fi

# install FOLDER ARGUMENTS...: pip install into FOLDER's virtualenv.
install() {
    folder=$1
    shift
    if [ -n "$uv" ]; then
        UV_CACHE_DIR="$root/.uv-cache" UV_NATIVE_TLS=1 "$uv" pip install --quiet --python "$folder/bin/python" \
            --python-version 3.13.2 "$@"
    else
        "$folder/bin/pip" install --quiet --disable-pip-version-check --timeout 20 --retries 1 --ignore-requires-python "$@"
    fi
}

# release VERSION HARNESS: one virtualenv, ROOT/VERSION.
release() {
    version=$1 harness=$2 folder="$root/$1"
    rm -rf "$folder"
    "$python" -m venv "$folder" || return 1
    install "$folder" --no-deps "homeassistant==$version" || return 1
    constraints=$("$folder/bin/python" -c 'import homeassistant, os; print(os.path.join(os.path.dirname(homeassistant.__file__), "package_constraints.txt"))') || return 1
    # Home Assistant installs an integration's requirements when it loads
    # it; the harness does not.
    requirements=$("$folder/bin/python" "$here/integration_requirements.py" wyoming) || return 1
    install "$folder" -c "$constraints" "pytest-homeassistant-custom-component==$harness" $requirements || return 1
    touch "$folder/.complete"
}

for item in "$@"; do
    version=${item%%:*} harness=${item##*:}
    [ -f "$root/$version/.complete" ] && continue
    echo "ha-venv: installing Home Assistant $version (pytest-homeassistant-custom-component $harness) into $root/$version${uv:+ with uv}"
    {
        started=$(date +%s)
        if release "$version" "$harness" >"$root/$version.log" 2>&1; then
            echo "ha-venv: Home Assistant $version installed in $(($(date +%s) - started)) s"
        else
            echo "ha-venv: could not install Home Assistant $version ($root/$version.log says why); its interop test will skip"
        fi
    } &
done
wait
exit 0
