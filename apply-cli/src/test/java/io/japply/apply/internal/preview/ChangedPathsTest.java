package io.japply.apply.internal.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.preview.ChangedPaths.Change;
import io.japply.apply.internal.preview.ChangedPaths.Op;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.NoSchema;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChangedPathsTest {
    private static final PatchMetaLookup DEPLOYMENT = BuiltinKinds.bundled().find("apps/v1", "Deployment")
            .orElseThrow().schema();

    private static ObjectNode json(String text) throws JsonProcessingException {
        return (ObjectNode) Json.parse(text);
    }

    private static List<String> described(List<Change> changes) {
        return changes.stream().map(c -> c.path() + " " + c.op() + " " + c.before() + " " + c.after()).toList();
    }

    @Test
    void listItemsByMergeKeyAndWholeWhenOnOneSide() throws JsonProcessingException {
        ObjectNode live = json("{\"spec\":{\"template\":{\"spec\":{\"containers\":[{\"name\":\"web\",\"image\":\"a:1\","
                + "\"args\":[\"-v\"]},{\"name\":\"proxy\",\"image\":\"p\"}]}}}}");
        ObjectNode merged = json("{\"spec\":{\"template\":{\"spec\":{\"containers\":[{\"name\":\"web\",\"image\":\"a:2\","
                + "\"args\":[\"-v\",\"-q\"]},{\"name\":\"init\",\"image\":\"i\"}]}}}}");
        assertEquals(List.of(
                "spec.template.spec.containers[name=web].args REPLACE [\"-v\"] [\"-v\",\"-q\"]",
                "spec.template.spec.containers[name=web].image REPLACE \"a:1\" \"a:2\"",
                "spec.template.spec.containers[name=proxy] REMOVE {\"name\":\"proxy\",\"image\":\"p\"} null",
                "spec.template.spec.containers[name=init] ADD null {\"name\":\"init\",\"image\":\"i\"}"),
                described(ChangedPaths.of(live, merged, DEPLOYMENT)));
    }

    @Test
    void withoutAMergeKeyItemsGoByIndexAndKeysWithDotsOrSlashesInBrackets() throws JsonProcessingException {
        ObjectNode live = json("{\"metadata\":{\"annotations\":{\"example.com/owner\":\"a\"}},\"items\":[{\"x\":1}]}");
        ObjectNode merged = json("{\"metadata\":{\"annotations\":{\"example.com/owner\":\"b\"}},\"items\":[{\"x\":2},{\"x\":3}]}");
        assertEquals(List.of("items[0].x REPLACE 1 2", "items[1] ADD null {\"x\":3}",
                        "metadata.annotations[example.com/owner] REPLACE \"a\" \"b\""),
                described(ChangedPaths.of(live, merged, NoSchema.INSTANCE)));
    }

    @Test
    void aNewObjectIsItsTopLevelFieldsAddedAndEqualSidesHaveNoChanges() throws JsonProcessingException {
        ObjectNode object = json("{\"kind\":\"ConfigMap\",\"apiVersion\":\"v1\",\"data\":{\"a\":\"b\"}}");
        assertEquals(List.of(new Change("apiVersion", Op.ADD, null, object.get("apiVersion")),
                new Change("data", Op.ADD, null, object.get("data")), new Change("kind", Op.ADD, null, object.get("kind"))),
                ChangedPaths.of(null, object, NoSchema.INSTANCE));
        assertEquals(List.of(), ChangedPaths.of(object.deepCopy(), object, NoSchema.INSTANCE));
    }
}
