"""The rules as frames on the work stack: turn, responses, drinking, gambling, elimination."""
