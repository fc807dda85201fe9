#!/bin/sh
# Rebuilds BreakerHangul-Regular.ttf and BreakerHangul-Bold.ttf from Debian's
# fonts-nanum (NanumGothic 3.021): Hangul only, no hinting, renamed (see README.md).
# Needs apt-get, dpkg and fonttools (`pip install fonttools`); run from assets/fonts/.
set -eu
# Byte-for-byte reproducible: fonttools stamps head.modified with this (2020-05-06).
export SOURCE_DATE_EPOCH=1588723200
here=$(pwd)
work=$(mktemp -d)
cd "$work"
apt-get download fonts-nanum
dpkg -x fonts-nanum_*_all.deb x
nanum=x/usr/share/fonts/truetype/nanum
for pair in NanumGothic:Regular NanumGothicBold:Bold; do
    src=${pair%%:*}
    style=${pair##*:}
    pyftsubset "$nanum/$src.ttf" \
        --unicodes="U+1100-11FF,U+3000-303F,U+3130-318F,U+A960-A97F,U+AC00-D7A3,U+D7B0-D7FF,U+FF00-FFEF" \
        --no-hinting --layout-features='*' \
        --output-file="sub-$style.ttf"
    python3 - "sub-$style.ttf" "$here/BreakerHangul-$style.ttf" "$style" <<'PY'
import sys
from fontTools.ttLib import TTFont
src, dst, style = sys.argv[1:]
font = TTFont(src)
family = "Breaker Hangul"
names = {
    1: family,
    2: style,
    3: f"BreakerHangul-{style} 3.021 subset",
    4: f"{family} {style}",
    6: f"BreakerHangul-{style}",
    16: family,
    17: style,
    13: "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
    14: "https://openfontlicense.org",
}
name = font["name"]
# Drop every name that carries the Reserved Font Names (OFL 1.1 section 3), then
# set the renamed ones in English for both platforms.
name.names = [n for n in name.names if n.nameID not in names]
for nid, text in names.items():
    name.setName(text, nid, 3, 1, 0x409)
    name.setName(text, nid, 1, 0, 0)
font.save(dst)
PY
done
cd "$here"
rm -rf "$work"
ls -l BreakerHangul-*.ttf
