package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** SideBySideTest's one mapping by pattern: the lock japply's patch carries, inside the server's quote of it. */
class WithoutLockTest {
    @Test
    void theLockLeavesTheQuotedPatchAndNothingElse() {
        String japply = "x: \"\" is invalid: patch: Invalid value: \"map[metadata:map[colour:blue resourceVersion:682]]\": strict\n"
                + "resourceVersion:7]\n";
        assertEquals("x: \"\" is invalid: patch: Invalid value: \"map[metadata:map[colour:blue]]\": strict\n"
                + "resourceVersion:7]\n", SideBySideTest.withoutLock(japply));
    }
}
