/*
 * C++ half of the runtime test program (see main.c): an exception
 * thrown by a callback must cross rt_callback, an assembler function,
 * and be caught by its C++ caller.
 */

extern "C" {
typedef int (*rt_cbfn)(void *, unsigned long *);
int rt_callback(rt_cbfn, void *);
int rt_cxx_catch(void);
}

/* Callback for rt_callback: throws. */
static int
cb_throw(void *, unsigned long *)
{
	throw 42;
}

/* Call rt_callback with a callback that throws; the value caught. */
int
rt_cxx_catch(void)
{
	try {
		return rt_callback(cb_throw, nullptr) - 1000;
	} catch (int v) {
		return v;
	}
}
