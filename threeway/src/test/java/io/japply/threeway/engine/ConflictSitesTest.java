package io.japply.threeway.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.ConflictException;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 item 6: a conflict names every conflicting path (merge-list items by their merge key) with
 * the last apply's, the live object's and the patch's value, not the YAML of the patch and the drift.
 */
class ConflictSitesTest {
    private static final String ORIGINAL = "{\"spec\": {\"replicas\": 2, \"template\": {\"spec\": {\"containers\":"
            + " [{\"name\": \"web\", \"image\": \"web:1\"}]}}}}";

    private static PatchMetaLookup deployment() throws IOException {
        try (InputStream in = ConflictSitesTest.class.getResourceAsStream("/schemas/apps-v1-deployment.openapi-v2.json")) {
            return OpenApiSchemas.load(Json.mapper().readTree(in), "io.k8s.api.apps.v1.Deployment");
        }
    }

    private static JsonNode json(String text) {
        try {
            return Json.parse(text);
        } catch (IOException e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    @Test
    void strategicConflictsNameEachPathWithItsThreeValues() throws IOException {
        JsonNode live = json(ORIGINAL.replace("\"replicas\": 2", "\"replicas\": 5").replace("web:1", "web:hot"));
        JsonNode modified = json(ORIGINAL.replace("\"replicas\": 2", "\"replicas\": 3").replace("web:1", "web:2"));
        ConflictException e = assertThrows(ConflictException.class, () -> StrategicMergePatch.createThreeWay(
                json(ORIGINAL), modified, live, deployment(), ThreeWayOptions.DETECT_CONFLICTS));
        assertEquals(List.of(
                new ConflictException.Conflict("spec.replicas", json("2"), json("5"), json("3")),
                new ConflictException.Conflict("spec.template.spec.containers[name=web].image", json("\"web:1\""),
                        json("\"web:hot\""), json("\"web:2\""))), e.conflicts());
        assertEquals("someone else changed the live object where this apply changes it too:\n"
                + "  spec.replicas: last applied 2, live 5, this apply 3\n"
                + "  spec.template.spec.containers[name=web].image: last applied web:1, live web:hot, this apply web:2",
                e.getMessage());
        assertEquals("someone else changed the live object where this apply changes it too:\n"
                + "  spec.replicas: last applied ***, live ***, this apply ***\n"
                + "  spec.template.spec.containers[name=web].image: last applied web:1, live web:hot, this apply web:2",
                e.describe(path -> path.startsWith("spec.replicas")));
    }

    /** In the patch's key order (the deletions merged first). */
    @Test
    void mergePatchConflictsNameTheirPathsAndARemoval() {
        JsonNode original = json("{\"spec\": {\"size\": 1, \"mode\": \"a\"}}");
        JsonNode live = json("{\"spec\": {\"size\": 4, \"mode\": \"b\"}}");
        JsonNode modified = json("{\"spec\": {\"size\": 2}}");
        ConflictException e = assertThrows(ConflictException.class, () -> JsonMergePatch.createThreeWay(
                original, modified, live, ThreeWayOptions.DETECT_CONFLICTS));
        assertEquals("someone else changed the live object where this apply changes it too:\n"
                + "  spec.mode: last applied a, live b, this apply removes it\n"
                + "  spec.size: last applied 1, live 4, this apply 2", e.getMessage());
    }
}
