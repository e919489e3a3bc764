#!/bin/sh
# the editor both tools get: keeps what it was shown (in $SHOWN, one file per tool), then edits
cp "$1" "$SHOWN"
sed -i -e 's/mode: blue/mode: edited/' -e 's/"mode": "blue"/"mode": "edited"/' -e 's/list: a, b, c/list: a, b/' \
  -e 's/replicas: \([0-9]\)/replicas: 1\1/' -e 's/"replicas": \([0-9]\)/"replicas": 1\1/' "$1"
