package io.japply.apply.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OrderedReadsTest {
    private static final long WAIT_SECONDS = 30;

    @Test
    void resultsComeInTheOrderGiven() {
        List<Callable<String>> reads = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            String name = "file-" + i;
            reads.add(() -> name);
        }
        List<String> results = OrderedReads.run(reads, 4);
        assertEquals(50, results.size());
        for (int i = 0; i < 50; i++) {
            assertEquals("file-" + i, results.get(i));
        }
    }

    /** The second read fails first; the first read's failure is still the one reported, as in order. */
    @Test
    void theFirstFailureInOrderIsThrownAsItWas() {
        CountDownLatch laterFailed = new CountDownLatch(1);
        IllegalArgumentException first = new IllegalArgumentException("a.yaml: bad");
        List<Callable<String>> reads = List.of(() -> {
            assertTrue(laterFailed.await(WAIT_SECONDS, TimeUnit.SECONDS), "the second read did not fail within "
                    + WAIT_SECONDS + "s");
            throw first;
        }, () -> {
            laterFailed.countDown();
            throw new IllegalStateException("b.yaml: bad");
        });
        RuntimeException thrown = assertThrows(RuntimeException.class, () -> OrderedReads.run(reads, 2));
        assertTrue(thrown == first, thrown.toString());
    }
}
