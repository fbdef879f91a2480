# examples-gdb.py: single-step the protected example functions in gdb
# and check at every instruction that gdb unwinds to the caller.
#
#   STEP_FUNCS="ex_strlen ex_memchr ..." STEP_ARGS=step \
#       gdb -batch -nx -x tests/examples-gdb.py ex-check
#   qemu-aarch64 -g gdb.sock ex-check step &
#   STEP_FUNCS="..." STEP_REMOTE=./gdb.sock \
#       gdb-multiarch -batch -nx -x tests/examples-gdb.py ex-check
#
# The program is run by gdb with the arguments STEP_ARGS, or, when
# STEP_REMOTE is set, attached with target remote STEP_REMOTE (a
# qemu-user gdb stub, waiting at the first instruction).  Nothing here
# knows the architecture: stepi, pc and frame 1 are all it uses.
#
# At each call of a function of STEP_FUNCS: note the caller's pc at the
# entry (where the return address is still plain), then stepi to the
# return; before every instruction of the asm functions (a tail call
# or a fall-through may move into another one), frame 1 must be the
# caller at that pc and the frames above it must reach main.  C
# callbacks are left with finish.  Prints one "PASS:"/"FAIL:" line a
# function and a last "STEPS: n" line.
import os

import gdb

FUNCS = set(os.environ["STEP_FUNCS"].split())
MAX_STEPS = 20000

gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("set print thread-events off")
for name in sorted(FUNCS):
    gdb.Breakpoint(name, internal=True)

calls = {}      # function -> [calls, steps, failures, first failure]
total = 0


def reaches_main(frame):
    """Does the chain of frames from frame reach main?"""
    for _ in range(32):
        if frame is None:
            return False
        if frame.name() == "main":
            return True
        frame = frame.older()
    return False


def step_call(entry):
    """Step one call of the asm function of frame entry to its return."""
    global total
    name = entry.name()
    caller_pc = entry.older().pc()
    stat = calls.setdefault(name, [0, 0, 0, None])
    stat[0] += 1
    for _ in range(MAX_STEPS):
        try:
            frame = gdb.newest_frame()
        except gdb.error:
            break               # the program has exited
        pc = frame.pc()
        if pc == caller_pc:
            return
        fn = frame.name()
        if fn not in FUNCS:
            gdb.execute("finish", to_string=True)
            continue
        stat[1] += 1
        total += 1
        older = frame.older()
        why = None
        if older is None or older.pc() != caller_pc:
            why = "frame 1 is %s, not the caller at %#x" % (
                "none" if older is None else "%#x" % older.pc(), caller_pc)
        elif not reaches_main(older):
            why = "the frames do not reach main"
        if why is not None:
            stat[2] += 1
            if stat[3] is None:
                start = int(gdb.parse_and_eval("(long)&%s" % fn))
                stat[3] = "%s+%d: %s" % (fn, pc - start, why)
        gdb.execute("stepi", to_string=True)
    stat[2] += 1
    stat[3] = stat[3] or "did not return to its caller"


if os.environ.get("STEP_REMOTE"):
    gdb.execute("target remote %s" % os.environ["STEP_REMOTE"],
                to_string=True)
else:
    gdb.execute("run %s >/dev/null" % os.environ.get("STEP_ARGS", ""),
                to_string=True)
while True:
    try:
        frame = gdb.selected_frame()
    except gdb.error:
        break                   # the program has exited
    if frame.name() in FUNCS and frame.older() is not None:
        step_call(frame)
    try:
        gdb.execute("continue", to_string=True)
    except gdb.error:
        break

for name in sorted(FUNCS):
    stat = calls.get(name)
    if stat is None:
        print("FAIL: gdb: %s was never called" % name)
    elif stat[2]:
        print("FAIL: gdb: %s: unwinding wrong at %d of %d instructions, "
              "first at %s" % (name, stat[2], stat[1], stat[3]))
    else:
        print("PASS: gdb: %s: unwound to the caller at each of %d "
              "instructions (%d calls)" % (name, stat[1], stat[0]))
print("STEPS: %d" % total)
