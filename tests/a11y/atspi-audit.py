#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# atspi-audit.py — what a screen reader finds in an application, through
# AT-SPI (python3-gi with Atspi 2.0)
#
#   atspi-audit.py audit APP [SECONDS]
#       Walks APP's showing windows and prints, a line each, tab-separated:
#         W  role  name  elements  interactive  unnamed  class-named
#       for each window, then
#         P  problem
#       for each problem, in words a person can read.
#   atspi-audit.py listen APP SECONDS
#       Prints "READY" once listening, then a line per event a screen
#       reader speaks that APP sends within SECONDS (alerts shown,
#       announcements, name changes, focus changes):
#         E  type  role  name  detail1  text  focused
#       where text is an announcement's, a new name's or a new
#       description's text, and focused is 1 when the source has the focus
#       (Orca speaks a name or description change only then; a frame's
#       name it speaks when the frame is the active window).
#
# APP is the application's name on the bus (its program name).  Waits up
# to SECONDS (default 10) for APP to appear.  Exit status 0 on success,
# 2 when APP never appears.
import re
import sys
import time

import gi

gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, GLib  # noqa: E402

# Roles a person acts on (GTK 4.8's AT-SPI roles, by name).
INTERACTIVE = {
    'push button', 'toggle button', 'check box', 'radio button', 'combo box',
    'spin button', 'text', 'entry', 'password text', 'list item', 'menu item',
    'check menu item', 'radio menu item', 'slider', 'link', 'page tab',
    'tree item', 'table cell', 'switch', 'toggle switch', 'scroll bar',
}
CLASS_NAME = re.compile(r'\b(Gtk|Adw|Ts)[A-Z][A-Za-z]+\b')


def states(obj):
    try:
        st = obj.get_state_set()
    except GLib.Error:
        return set()
    names = set()
    for s in ('FOCUSABLE', 'SHOWING', 'VISIBLE', 'SENSITIVE', 'FOCUSED', 'ACTIVE'):
        if st.contains(getattr(Atspi.StateType, s)):
            names.add(s.lower())
    return names


def children(obj):
    try:
        n = obj.get_child_count()
    except GLib.Error:
        return []
    out = []
    for i in range(n):
        try:
            c = obj.get_child_at_index(i)
        except GLib.Error:
            c = None
        if c is not None:
            out.append(c)
    return out


def role_of(obj):
    try:
        return obj.get_role_name()
    except GLib.Error:
        return '?'


def name_of(obj):
    try:
        return obj.get_name() or ''
    except GLib.Error:
        return ''


def is_interactive(role, st):
    if role == 'scroll bar':
        return False  # reached with the wheel and the scroll pane's keys
    return role in INTERACTIVE or ('focusable' in st and role not in ('scroll pane', 'panel', 'filler'))


def has_focusable_descendant(obj, depth=0):
    if depth > 60:
        return False
    for c in children(obj):
        st = states(c)
        if 'focusable' in st and 'visible' in st:
            return True
        if has_focusable_descendant(c, depth + 1):
            return True
    return False


def path_of(stack):
    parts = []
    for role, name in stack[-4:]:
        parts.append(f'{role} “{name[:40]}”' if name else role)
    return ' › '.join(parts)


def extents_of(obj):
    try:
        e = obj.get_extents(Atspi.CoordType.WINDOW)
        return e.x, e.y, e.width, e.height
    except GLib.Error:
        return None


def audit_window(win, report):
    counts = {'elements': 0, 'interactive': 0, 'unnamed': 0, 'class_named': 0}
    problems = []
    wrole, wname = role_of(win), name_of(win)
    if wrole not in ('frame', 'dialog', 'alert'):
        problems.append(f'a window has the role {wrole}')
    if not wname.strip():
        problems.append(f'a {wrole} has no name')

    def walk(obj, stack, depth):
        if depth > 80:
            return
        role, name = role_of(obj), name_of(obj)
        st = states(obj)
        # GTK 4.8 sets "showing" on windows only: what is not visible is
        # not exposed.
        if 'visible' not in st and depth > 0:
            return
        stack = stack + [(role, name)]
        counts['elements'] += 1
        if is_interactive(role, st):
            counts['interactive'] += 1
            where = path_of(stack)
            ext = extents_of(obj)
            if not name.strip():
                counts['unnamed'] += 1
                problems.append(f'no name: {where}')
            elif CLASS_NAME.search(name):
                counts['class_named'] += 1
                problems.append(f'class name: {where}')
            elif re.search(r'(^|\s)_\w', name):
                problems.append(f'raw mnemonic: {where}')
            else:
                words = name.split()
                half = len(words) // 2
                if half > 0 and len(words) % 2 == 0 and words[:half] == words[half:]:
                    problems.append(f'doubled name: {where}')
            if 'focusable' in st and ext is not None and (ext[2] <= 0 or ext[3] <= 0):
                problems.append(f'focusable but not on screen: {where}')
        if role == 'scroll pane' and 'focusable' in st and not has_focusable_descendant(obj):
            problems.append(f'a scroll pane with nothing to focus is a Tab stop: {path_of(stack)}')
        kids = children(obj)
        # A GtkStack exposes every page as visible: only the one shown may
        # hold something to focus.
        pages = [c for c in kids if name_of(c) == 'GtkStackPage' and 'visible' in states(c)
                 and has_focusable_descendant(c)]
        if len(pages) > 1:
            problems.append(f'{len(pages)} pages of a stack are exposed, one is shown: {path_of(stack)}')
        for c in kids:
            walk(c, stack, depth + 1)

    walk(win, [], 0)
    report['windows'].append((wrole, wname, counts))
    report['problems'].extend(f'[{wname}] {p}' for p in problems)


def line(*fields):
    return '\t'.join(re.sub(r'\s+', ' ', str(f)) for f in fields)


def find_app(name, seconds):
    desktop = Atspi.get_desktop(0)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for app in children(desktop):
            if name_of(app) == name:
                return app
        time.sleep(0.1)
    return None


def audit(app):
    report = {'windows': [], 'problems': []}
    for win in children(app):
        st = states(win)
        if 'showing' not in st and 'visible' not in st:
            continue
        audit_window(win, report)
    for role, name, c in report['windows']:
        print(line('W', role, name, c['elements'], c['interactive'], c['unnamed'], c['class_named']))
    for p in report['problems']:
        print(line('P', p))


def listen(app_name, seconds):
    def on_event(event):
        src = event.source
        try:
            app = src.get_application()
            if app is None or name_of(app) != app_name:
                return
        except GLib.Error:
            return
        text = ''
        try:
            if event.type.startswith('object:announcement') \
                    or event.type.startswith('object:property-change:accessible-name') \
                    or event.type.startswith('object:property-change:accessible-description'):
                text = event.any_data or ''
        except Exception:  # noqa: BLE001 - the data's type varies
            text = ''
        if not isinstance(text, str):
            text = ''
        role = role_of(src)
        if event.type.startswith('object:state-changed:showing') and role in ('alert', 'notification') \
                and event.detail1:
            texts = [name_of(src)] + [name_of(c) for c in children(src)]
            text = ' '.join(t for t in texts if t)
        focused = 1 if 'focused' in states(src) else 0
        print(line('E', event.type, role, name_of(src), event.detail1, text, focused), flush=True)

    listener = Atspi.EventListener.new(on_event)
    for kind in ('object:state-changed:showing', 'object:state-changed:focused',
                 'object:property-change:accessible-name', 'object:property-change:accessible-description',
                 'object:announcement',
                 'window:activate'):
        listener.register(kind)
    print('READY', flush=True)
    loop = GLib.MainLoop()
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    loop.run()


def main(argv):
    if len(argv) < 3 or argv[1] not in ('audit', 'listen'):
        print(__doc__ or 'atspi-audit.py audit|listen APP [SECONDS]', file=sys.stderr)
        return 1
    seconds = float(argv[3]) if len(argv) > 3 else 10.0
    app = find_app(argv[2], min(seconds, 20.0) if argv[1] == 'listen' else seconds)
    if app is None:
        print(f'{argv[2]} is not on the accessibility bus', file=sys.stderr)
        return 2
    if argv[1] == 'audit':
        audit(app)
    else:
        listen(argv[2], seconds)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
