package io.japply.cli.flags;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.threeway.json.Json;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** What a parsed -l selector matches (SelectorTest runs the flag through japply). */
class SelectorMatchTest {
    @Test
    void aLabelThatIsNoStringIsNoMatch() throws IOException {
        Selector selector = Selector.parse("app=web");
        assertEquals(false, selector.matches(Json.parse("{\"metadata\":{\"labels\":{\"app\":{\"x\":1}}}}")));
        assertEquals(true, Selector.parse("").matches(Json.object()));
    }
}
