#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Flatpak manifest offline: it must be valid JSON, name the
application and its command as the build does, and grant no file system
access (files are opened and saved through the portals), and grant no
more than the network besides the window.

Usage: check-manifest.py MANIFEST APP_ID COMMAND"""

import json
import sys


def main() -> int:
    path, app_id, command = sys.argv[1:4]
    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f"{path}: not a valid JSON manifest: {e}")
        return 1

    problems = []
    found_id = manifest.get("app-id", manifest.get("id"))
    if found_id != app_id:
        problems.append(f"app-id is {found_id!r}, the build's app_id is {app_id!r}")
    if manifest.get("command") != command:
        problems.append(f"command is {manifest.get('command')!r}, expected {command!r}")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problems.append("runtime and sdk must be org.gnome.Platform and org.gnome.Sdk")
    if not str(manifest.get("runtime-version", "")).strip():
        problems.append("runtime-version is missing")
    # Exactly what the app needs: a window, the network for online play
    # (joining a server, hosting for people on the same network), and
    # Avahi on the system bus for Games near you.
    allowed = {"--share=ipc", "--share=network", "--socket=fallback-x11",
               "--socket=wayland", "--device=dri",
               "--system-talk-name=org.freedesktop.Avahi"}
    args = manifest.get("finish-args", [])
    for arg in args:
        if arg.startswith("--filesystem"):
            problems.append(f"finish-arg {arg} grants file system access; use the portals")
        elif arg not in allowed:
            problems.append(f"finish-arg {arg} grants more than online play needs")
    if "--share=network" not in args:
        problems.append("online play needs --share=network")
    if "--system-talk-name=org.freedesktop.Avahi" not in args:
        problems.append("Games near you needs --system-talk-name=org.freedesktop.Avahi")
    # Every module but the app's own is pinned to a commit.
    for module in manifest.get("modules", [])[:-1]:
        for src in module.get("sources", []) if isinstance(module, dict) else []:
            if isinstance(src, dict) and src.get("type") == "git" and len(str(src.get("commit", ""))) != 40:
                problems.append(f"module {module.get('name')!r} needs its tag's full commit hash")
    modules = manifest.get("modules", [])
    last = modules[-1] if modules else {}
    if not isinstance(last, dict) or last.get("name") != "tessella" \
            or last.get("buildsystem") != "meson":
        problems.append("the last module must be tessella, built with meson")

    # Flathub builds from a tagged commit of the public repository, and its
    # bot proposes new tags through x-checker-data.
    sources = last.get("sources", []) if isinstance(last, dict) else []
    git = [src for src in sources if isinstance(src, dict) and src.get("type") == "git"]
    if len(git) != 1:
        problems.append("the tessella module must have exactly one git source")
    else:
        src = git[0]
        if not str(src.get("url", "")).startswith("https://"):
            problems.append("the git source needs an https url")
        if not src.get("tag"):
            problems.append("the git source needs a tag")
        commit = str(src.get("commit", ""))
        if len(commit) != 40 or any(c not in "0123456789abcdef" for c in commit):
            problems.append("the git source needs the tag's full commit hash")
        if "x-checker-data" not in src:
            problems.append("the git source needs x-checker-data")

    for p in problems:
        print(f"{path}: {p}")
    if not problems:
        print(f"{path}: ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
