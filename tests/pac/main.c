/* Calls the functions of pac.S; prints a line a result. */
#include <stdio.h>

long	pac_hint(long), pac_retaa(long), pac_retab(long), pac_unseen(long);
long	plain(long);

int
main(void)
{
	printf("%ld %ld %ld %ld %ld\n", pac_hint(10), pac_retaa(10),
	    pac_retab(10), pac_unseen(10), plain(10));
	return 0;
}
