/*
 * A use, in the file's #define, of a header's macro defined empty, in
 * a header with no operand at all (fuzz run 49): ops_unit compared the
 * use's operands with the header's, which are none, by adding 0 to a
 * null pointer (UBSan).  rgpp reads the use as nothing.
 */
#include "empty-header-macro-defs.h"
#define D ENTRY(;SSTRAP);END)
