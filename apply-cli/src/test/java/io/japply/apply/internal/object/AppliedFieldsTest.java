package io.japply.apply.internal.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import org.junit.jupiter.api.Test;

/**
 * What a manager applied, read back from managedFields: a live Deployment as the real API server stored
 * it after {@code kubectl apply --server-side} of a manifest with one container and a label, then a
 * label added by another manager and the fields the server defaulted.
 */
class AppliedFieldsTest {
    private static final String LIVE = """
            {"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"web","namespace":"ns",
             "labels":{"app":"web","owner":"ops"},
             "managedFields":[
              {"manager":"kubectl","operation":"Apply","apiVersion":"apps/v1","fieldsType":"FieldsV1",
               "fieldsV1":{"f:metadata":{"f:labels":{"f:app":{}}},"f:spec":{"f:replicas":{},
                 "f:selector":{},"f:template":{"f:metadata":{"f:labels":{"f:app":{}}},
                 "f:spec":{"f:containers":{"k:{\\"name\\":\\"web\\"}":{".":{},"f:image":{},"f:name":{}}}}}}}},
              {"manager":"kubectl-label","operation":"Update","apiVersion":"apps/v1","fieldsType":"FieldsV1",
               "fieldsV1":{"f:metadata":{"f:labels":{"f:owner":{}}}}},
              {"manager":"kubectl","operation":"Update","subresource":"status","apiVersion":"apps/v1",
               "fieldsType":"FieldsV1","fieldsV1":{"f:status":{"f:replicas":{}}}}]},
             "spec":{"replicas":0,"revisionHistoryLimit":10,"selector":{"matchLabels":{"app":"web"}},
              "template":{"metadata":{"labels":{"app":"web"}},"spec":{"containers":[
               {"name":"web","image":"web:1","imagePullPolicy":"IfNotPresent"},
               {"name":"sidecar","image":"mesh:1"}],"restartPolicy":"Always"}}},
             "status":{"replicas":0}}
            """;

    @Test
    void theFieldsOfTheManagersApplyEntryWithTheirLiveValues() throws Exception {
        ObjectNode applied = AppliedFields.of((ObjectNode) Json.parse(LIVE), "kubectl").orElseThrow();
        assertEquals(Json.parse("""
                {"metadata":{"labels":{"app":"web"},"name":"web","namespace":"ns"},
                 "spec":{"replicas":0,"selector":{"matchLabels":{"app":"web"}},
                  "template":{"metadata":{"labels":{"app":"web"}},
                   "spec":{"containers":[{"image":"web:1","name":"web"}]}}},
                 "apiVersion":"apps/v1","kind":"Deployment"}
                """), applied);
    }

    @Test
    void noApplyEntryOfThatManagerIsNothing() throws Exception {
        assertTrue(AppliedFields.of((ObjectNode) Json.parse(LIVE), "kubectl-label").isEmpty(), "an Update is no apply");
        assertTrue(AppliedFields.of((ObjectNode) Json.parse(LIVE), "helm").isEmpty());
    }
}
