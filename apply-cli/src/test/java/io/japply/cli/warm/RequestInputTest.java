package io.japply.cli.warm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RequestInputTest {
    private final AtomicInteger asked = new AtomicInteger();
    private final RequestInput in = new RequestInput(asked::incrementAndGet);

    @Test
    void theClientIsAskedForInputOnceAndOnlyWhenTheCommandReads() throws IOException {
        in.received("ab".getBytes());
        assertEquals(0, asked.get());
        in.received("c".getBytes());
        in.received(new byte[0]);
        assertArrayEquals("abc".getBytes(), in.readAllBytes());
        assertEquals(1, asked.get());
        assertEquals(-1, in.read());
    }

    @Test
    void aClosedConnectionEndsTheInput() throws IOException {
        in.closed();
        assertEquals(-1, in.read(new byte[4], 0, 4));
    }
}
