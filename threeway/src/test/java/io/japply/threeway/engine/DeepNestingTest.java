package io.japply.threeway.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.NoSchema;
import org.junit.jupiter.api.Test;

/** A tree deeper than the stack is bad input with a clear message, never a StackOverflowError. */
class DeepNestingTest {
    private static final int DEPTH = 200_000;

    private static ObjectNode nested(String leaf) {
        ObjectNode root = Json.object();
        ObjectNode node = root;
        for (int i = 0; i < DEPTH; i++) {
            node = node.putObject("a");
        }
        node.put("leaf", leaf);
        return root;
    }

    @Test
    void strategicPatchOfAVeryDeepDocumentIsRejected() {
        InvalidPatchException e = assertThrows(InvalidPatchException.class,
                () -> StrategicMergePatch.createThreeWay(nested("x"), nested("y"), nested("x"), NoSchema.INSTANCE,
                        ThreeWayOptions.OVERWRITE));
        assertEquals("document nested too deeply to patch", e.getMessage());
        assertThrows(InvalidPatchException.class, () -> StrategicMergePatch.apply(nested("x"), nested("y"), NoSchema.INSTANCE));
    }

    @Test
    void mergePatchOfAVeryDeepDocumentIsRejected() {
        assertThrows(InvalidPatchException.class, () -> JsonMergePatch.apply(nested("x"), nested("y")));
    }
}
