#!/bin/sh
# Runtime tests on riscv64, under qemu-user: see tests/runtime/run.sh.
exec "$top_srcdir/tests/runtime/run.sh" riscv64
