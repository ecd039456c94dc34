#!/bin/sh
# Qipan vs GNU Go 3.8 level 10: `qipan go match`, 2 games per seed (colours alternate),
# SGF files kept in lab/go/games/<size>x<size>-<time>s/seed-<seed>/.
# GNU Go is told the referee's rules (--chinese-rules: area counting), as Qipan counts
# by default; the games kept from before 2026-11-28's 19×19 seeds 16 and 17 ran GNU Go
# (and, before e1de3b3, Qipan's passing) under Japanese counting.
# Usage: lab/go/gnugo-match.sh SIZE SECONDS_PER_MOVE SEED...
# QIPAN (default: node apps/cli/bin/qipan.js) and GNUGO (default: /usr/games/gnugo) may
# point elsewhere, e.g. at a copy of the built tree so rebuilding does not change a match;
# THREADS (default 1) is passed to `qipan gtp --threads` (the SGFs of THREADS=N > 1 go to
# <size>x<size>-<time>s-tN/); GAMES is the SGF folder;
# RESIGN=1 lets Qipan resign hopeless games (`qipan gtp --resign`), which shortens lost
# 19×19 games (played out, they run to about 400 moves); QIPAN_ARGS adds arguments to
# `qipan gtp` (e.g. QIPAN_ARGS="--score-weight 20").
set -e
size=$1
time=$2
shift 2
qipan=${QIPAN:-node apps/cli/bin/qipan.js}
gnugo=${GNUGO:-/usr/games/gnugo}
threads=${THREADS:-1}
resign=
[ "${RESIGN:-0}" = 1 ] && resign=--resign
out=${GAMES:-lab/go/games}/${size}x${size}-${time}s
[ "$threads" -gt 1 ] && out=$out-t$threads
for seed in "$@"; do
  $qipan go match --size "$size" --time "$time" --komi 7 --games 2 --alternate \
    --black "$qipan gtp --level 10 --threads $threads $resign${QIPAN_ARGS:+ $QIPAN_ARGS} --seed $seed" \
    --white "$gnugo --mode gtp --level 10 --chinese-rules" \
    --sgf "$out/seed-$seed"
done
