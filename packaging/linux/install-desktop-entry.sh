#!/bin/sh
# Adds The Red Dragon Inn to this user's application menu (Linux desktops that follow
# the freedesktop.org menu spec: GNOME, KDE, Xfce...). Run it from the unzipped
# rdi-desktop folder; the menu entry starts the program in this folder, so run it
# again if you move the folder. Nothing outside your home folder is touched.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
case $here in
    *[\"\`\$\\]*)
        echo "install-desktop-entry: the folder path $here contains one of \" \` \$ \\" >&2
        echo "which a menu entry cannot name; move the folder and run this again." >&2
        exit 1 ;;
esac
for need in rdi-desktop rdi-desktop.png rdi-desktop.desktop; do
    if [ ! -f "$here/$need" ]; then
        echo "install-desktop-entry: $need is missing beside this script in $here" >&2
        exit 1
    fi
done
data=${XDG_DATA_HOME:-$HOME/.local/share}
icons="$data/icons/hicolor/512x512/apps"
mkdir -p "$data/applications" "$icons"
cp "$here/rdi-desktop.png" "$icons/rdi-desktop.png"
entry="$data/applications/rdi-desktop.desktop"
while IFS= read -r line; do
    case $line in
        Exec=*) printf 'Exec="%s/rdi-desktop"\n' "$here" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/rdi-desktop.desktop" > "$entry"
echo "added $entry (icon in $icons)"
