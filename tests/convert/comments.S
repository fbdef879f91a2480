/* Comments that mention ret: none of them is a return.
   ret
*/
#include <machine/asm.h>

ENTRY(f)	/* ret */
	movl	$1, %eax	# ret
	// ret
	/* a comment that
	   spans lines and says ret */ ret
END(f)
# ret in a line comment
