package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import io.japply.apply.status.Status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the fixtures cannot hold: input that is not an object at all, and the status names. */
class StatusRulesTest {
    private static final Instant NOW = Instant.parse("2025-06-01T12:00:00Z");

    @Test
    void somethingOtherThanAnObjectIsUnknownNotAnException() throws Exception {
        StatusResult array = StatusRules.compute(new ObjectMapper().readTree("[1, 2]"), NOW);
        assertEquals(new StatusResult(Status.UNKNOWN, "NotAnObject", "expected a Kubernetes object, got array"), array);
        assertEquals(Status.UNKNOWN, StatusRules.compute(null, NOW).status());
        assertEquals(Status.UNKNOWN, StatusRules.compute(JsonNodeFactory.instance.textNode("Pod"), NOW).status());
    }

    @Test
    void theObjectIsNotChanged() throws Exception {
        String text = "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"generation\":2},"
                + "\"status\":{\"observedGeneration\":1}}";
        var object = new ObjectMapper().readTree(text);
        StatusRules.compute(object, NOW);
        assertEquals(new ObjectMapper().readTree(text), object);
    }

    @Test
    void labelsAreTheKstatusNames() {
        assertEquals("InProgress", Status.IN_PROGRESS.label());
        assertEquals(Optional.of(Status.NOT_FOUND), Status.fromLabel("NotFound"));
        assertEquals(Optional.empty(), Status.fromLabel("Ready"));
    }
}
