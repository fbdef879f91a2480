/*
 * backslash-blanks.S: a directive line that a backslash and blanks
 * continue, as cpp reads it (with a warning): the next line is part of
 * it, not a return.
 */
#pragma GCC system_header \	
	ret
#define RET_X	mov x0, #0; \ 
		ret
