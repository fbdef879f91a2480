/*
 * cxx.cc: a C++ exception thrown by a callback of ex_foreach, caught
 * by ex_foreach's caller: the unwinder must see through the asm frame.
 */
#include "ex.h"

// Throws at element 3.
static int
thrower(int x, void *)
{
	if (x == 3)
		throw x;
	return x;
}

// 42 when the exception crossed ex_foreach and was caught here.
extern "C" int
ex_cxx_catch(void)
{
	static const int v[] = { 1, 2, 3, 4 };

	try {
		ex_foreach(v, 4, thrower, 0);
	} catch (int e) {
		return 39 + e;
	}
	return -1;
}
