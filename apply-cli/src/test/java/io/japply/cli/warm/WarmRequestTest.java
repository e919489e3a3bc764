package io.japply.cli.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WarmRequestTest {
    @Test
    void aRequestReadsBackAsWritten() throws IOException {
        WarmRequest request = new WarmRequest("run", "/home/ü", true, false, true, 132,
                List.of("-f", "-", "--ünïcode", ""), Map.of("HOME", "/home/ü", "EMPTY", "", "EQ", "a=b"));
        assertEquals(request, WarmRequest.decode(request.encode()));
    }

    @Test
    void theTerminalBitsAreTheClientsStdinStdoutStderr() throws IOException {
        WarmRequest onlyStderr = new WarmRequest("run", "/", false, false, true, 0, List.of(), Map.of());
        byte[] bytes = onlyStderr.encode();
        int bits = bytes[4 + 3 + 4 + 1 + 3]; // after "run" and "/", the last byte of the terminals' word
        assertEquals(4, bits);
    }

    @Test
    void aTruncatedRequestIsAnErrorNotAGuess() {
        byte[] whole = WarmRequest.control("status").encode();
        assertThrows(IOException.class, () -> WarmRequest.decode(Arrays.copyOf(whole, whole.length - 1)));
    }
}
