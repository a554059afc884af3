#!/usr/bin/env bash
# Times navlayout-bench and kiwi_bench.py on the same constraint systems, alternating the two
# programs per scenario group in one run (the machines are shared and noisy: ratios taken close
# together hold where absolute times drift), and prints a Markdown table of the results.
#
#   bench/side-by-side.sh             # every scenario; kiwi alone takes ~9 minutes
#   bench/side-by-side.sh --quick     # skips chain-5000 and the grid build (minutes in kiwi)
#   bench/side-by-side.sh --repeats 40
#
# Needs swift on PATH and kiwisolver (pip install kiwisolver). The raw JSON lines of both
# programs stay in a temporary directory, named at the end.
set -euo pipefail

usage() {
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
}

quick=0
pass=()
while (($#)); do
    case "$1" in
        --quick) quick=1 ;;
        --repeats) (($# >= 2)) || { echo "side-by-side: --repeats needs a number" >&2; exit 2; }
                   pass+=(--repeats "$2"); shift ;;
        --repeats=*) pass+=(--repeats "${1#--repeats=}") ;;
        -h|--help) usage; exit 0 ;;
        *) echo "side-by-side: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kiwi_bench="$root/bench/kiwi_bench.py"

command -v python3 >/dev/null || { echo "side-by-side: python3 is not on PATH" >&2; exit 1; }
if ! python3 -c 'import kiwisolver' 2>/dev/null; then
    echo "side-by-side: kiwisolver is not installed for $(command -v python3)." >&2
    echo "side-by-side: install it with:  pip install kiwisolver" >&2
    exit 1
fi
command -v swift >/dev/null || {
    echo "side-by-side: swift is not on PATH (e.g. export PATH=/opt/swift/usr/bin:\$PATH)" >&2
    exit 1
}

echo "side-by-side: building navlayout-bench (release)…" >&2
(cd "$root" && swift build -c release --product navlayout-bench >&2)
ours_bin="$(cd "$root" && swift build -c release --product navlayout-bench --show-bin-path)/navlayout-bench"

out="$(mktemp -d "${TMPDIR:-/tmp}/navlayout-side-by-side.XXXXXX")"
: >"$out/navlayout.jsonl"
: >"$out/kiwisolver.jsonl"

# Scenario groups, each run by ours then by kiwi's before the next group starts.
# kiwi_bench.py times the grid build before the grid resize whatever --only says, so --quick
# runs grid-32x32-resize for navlayout only.
if ((quick)); then
    ours_groups=(navscreen,resize,animate chain-100 chain-1000 grid-32x32-resize)
    kiwi_groups=(navscreen,resize,animate chain-100 chain-1000 "")
else
    ours_groups=(navscreen,resize,animate chain-100 chain-1000 chain-5000 grid)
    kiwi_groups=(navscreen,resize,animate chain-100 chain-1000 chain-5000 grid)
fi

failed=0
run() {  # run NAME LOGFILE COMMAND...: appends the JSON lines, keeps going after a failure
    local name="$1" log="$2"
    shift 2
    if ! "$@" >>"$out/$name.jsonl" 2>>"$log"; then
        echo "side-by-side: $name failed on --only ${*: -1}; its error:" >&2
        tail -n 5 "$log" | sed 's/^/    /' >&2
        failed=1
    fi
}

for i in "${!ours_groups[@]}"; do
    echo "side-by-side: [$((i + 1))/${#ours_groups[@]}] navlayout ${ours_groups[$i]}" >&2
    run navlayout "$out/navlayout.err" "$ours_bin" "${pass[@]}" --only "${ours_groups[$i]}"
    if [[ -n "${kiwi_groups[$i]}" ]]; then
        echo "side-by-side: [$((i + 1))/${#ours_groups[@]}] kiwisolver ${kiwi_groups[$i]}" >&2
        run kiwisolver "$out/kiwisolver.err" python3 "$kiwi_bench" "${pass[@]}" --only "${kiwi_groups[$i]}"
    fi
done

python3 - "$out/navlayout.jsonl" "$out/kiwisolver.jsonl" "$quick" <<'PY'
import json
import sys

ours_path, kiwi_path, quick = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
ORDER = ["navscreen", "resize", "animate", "chain-100", "chain-1000", "chain-5000",
         "grid-32x32", "grid-32x32-resize"]


def load(path):
    records = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                record = json.loads(line)
                records[record["scenario"]] = record
    return records


def times(record):
    """(median, min) in µs; animate is compared per frame."""
    if record is None:
        return None
    if "per_frame_median_us" in record:
        return record["per_frame_median_us"], record["per_frame_min_us"]
    return record["median_us"], record["min_us"]


def us(value):
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def ratio(kiwi, ours):
    if ours <= 0:
        return "—"
    r = kiwi / ours
    return f"{r:,.0f}×" if r >= 100 else f"{r:.2f}×"


ours, kiwi = load(ours_path), load(kiwi_path)
rows = [
    "| scenario | navlayout median / min µs | kiwisolver median / min µs | kiwi/ours (median) | kiwi/ours (min) |",
    "|---|---:|---:|---:|---:|",
]
for name in ORDER:
    o, k = times(ours.get(name)), times(kiwi.get(name))
    if o is None and k is None:
        continue
    label = f"{name} (per frame)" if name == "animate" else name
    cells = [label,
             f"{us(o[0])} / {us(o[1])}" if o else "—",
             f"{us(k[0])} / {us(k[1])}" if k else "—",
             ratio(k[0], o[0]) if o and k else "—",
             ratio(k[1], o[1]) if o and k else "—"]
    rows.append("| " + " | ".join(cells) + " |")
print("\n".join(rows))

version = next(iter(kiwi.values()), {}).get("kiwisolver", "?")
print()
print(f"kiwisolver {version}; ratios above 1 mean navlayout is faster. build+solve rows time a new "
      "solver, edits, suggestions, every constraint and updateVariables; resize rows one resize; "
      "animate one frame (total of 600 / 600).")
if quick:
    print("--quick: chain-5000 and the grid build skipped; kiwi_bench.py times grid-32x32-resize only "
          "after the grid build, so that row has navlayout alone.")
missing = [n for n in ORDER if (n in ours) != (n in kiwi)]
if missing and not quick:
    print("Missing on one side: " + ", ".join(missing))
PY

echo
echo "Raw JSON lines: $out/navlayout.jsonl, $out/kiwisolver.jsonl (stderr in *.err)"
if ((failed)); then
    echo "side-by-side: at least one run failed; see the messages above and $out/*.err" >&2
    exit 1
fi
