package io.japply.threeway.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.ConflictException;
import io.japply.threeway.PatchException;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.function.Supplier;

/** Judges a patch-creation case: the two-way mode, then the three-way mode with upstream's conflict rule. */
final class CreateJudge {
    private final Corpus.Case c;
    private final CaseInputs in;
    private final PatchMetaLookup schema;

    CreateJudge(Corpus.Case c, CaseInputs in, PatchMetaLookup schema) {
        this.c = c;
        this.in = in;
        this.schema = schema;
    }

    void judge() {
        twoWay();
        if (c.group().get("modes").toString().contains("threeWay")) {
            threeWay();
        }
    }

    private void twoWay() {
        JsonNode patch = created(() -> StrategicMergePatch.createTwoWay(in.doc("original"), in.doc("modified"), schema),
                "twoWayError");
        if (patch == null) {
            return;
        }
        check("twoWay", patch);
        JsonNode result = StrategicMergePatch.apply(in.doc("original"), patch, schema);
        String expectedName = c.body().has("twoWayResult") ? "twoWayResult" : "modified";
        check(expectedName, result);
    }

    private void threeWay() {
        JsonNode patch;
        try {
            patch = created(() -> createThreeWay(ThreeWayOptions.DETECT_CONFLICTS), "threeWayError");
            if (patch == null) {
                return;
            }
            if (c.body().path("threeWayConflict").asBoolean() || !hasResult()) {
                fail("expected conflict did not occur; patch " + patch + "\n" + c.describe());
            }
        } catch (ConflictException e) {
            if (!c.body().path("threeWayConflict").asBoolean()) {
                fail("unexpected conflict: " + e.getMessage() + "\n" + c.describe(), e);
            }
            if (!c.body().path("retryWithOverwrite").asBoolean()) {
                return;
            }
            patch = createThreeWay(ThreeWayOptions.OVERWRITE);
        }
        check("threeWay", patch);
        check("result", StrategicMergePatch.apply(in.doc("current"), patch, schema));
    }

    private JsonNode createThreeWay(ThreeWayOptions options) {
        return StrategicMergePatch.createThreeWay(in.doc("original"), in.doc("modified"), in.doc("current"), schema,
                options);
    }

    /** Runs a creation; a failure passes only where the case names an allowed error (unknown-field). */
    private JsonNode created(Supplier<JsonNode> create, String allowedErrorField) {
        try {
            return create.get();
        } catch (ConflictException e) {
            throw e;
        } catch (PatchException e) {
            String allowed = c.body().path(allowedErrorField).asText(null);
            if (allowed != null && e.getMessage().contains(allowed)) {
                return null;
            }
            fail("creation failed: " + e.getMessage() + "\n" + c.describe(), e);
            return null;
        }
    }

    /** In create-patch (the YAML table) an empty result counts as absent; in the raw groups any given document counts. */
    private boolean hasResult() {
        JsonNode result = c.body().get("result");
        boolean table = "create-patch".equals(c.groupName());
        return result != null && !(table && result.isObject() && result.isEmpty());
    }

    private void check(String name, JsonNode actual) {
        if (in.hasExactText()) {
            String expected = in.exactText(name);
            if (expected == null) {
                fail("no exact text for " + name + " (the engine returned " + GoJson.write(actual) + ")\n" + c.describe());
            }
            assertEquals(expected, GoJson.write(actual), name + "\n" + c.describe());
            return;
        }
        JsonNode expected = in.expectation(name);
        assertTrue(JsonEquality.equal(expected, actual), name + ": expected " + expected + "\n but got " + actual
                + "\n" + c.describe());
    }
}
