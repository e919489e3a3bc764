package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.FieldValidation;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ClusterGateway.Deletion;
import io.japply.apply.cluster.ClusterGateway.Served;
import io.japply.apply.cluster.ClusterGateway.Write;
import io.japply.apply.internal.cluster.WireServer.Request;
import io.japply.apply.internal.object.ForceReplace;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every write the gateway makes, as it goes over the wire: method, escaped path, query (dryRun=All in a
 * server dry run, fieldManager, fieldValidation, force), media type and body (DeleteOptions with dryRun),
 * and the Warning headers of the answers read. The pipeline's tests run on fakes above HTTP; these are
 * what keeps a dropped dryRun or fieldValidation from passing them.
 */
@Timeout(60)
class GatewayWireTest {
    private static final Served CONFIGMAPS = new Served("configmaps", true);
    private static final ObjectRef SETTINGS = new ObjectRef("v1", "ConfigMap", "shop", "settings");
    private static final String COLLECTION = "/api/v1/namespaces/shop/configmaps";
    private static final String OBJECT = COLLECTION + "/settings";
    private static final String BODY = "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\","
            + "\"metadata\":{\"name\":\"settings\",\"namespace\":\"shop\"},\"data\":{\"a\":\"1\"}}";

    private final WireServer server;
    private final Fabric8Gateway gateway;

    GatewayWireTest() throws IOException {
        server = new WireServer();
        gateway = server.gateway();
    }

    @AfterEach
    void stop() {
        gateway.close();
        server.close();
    }

    private static String dryRun(boolean dryRun) {
        return dryRun ? "dryRun=All&" : "";
    }

    private static ObjectNode body() {
        try {
            return (ObjectNode) Json.parse(BODY);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode json(String text) {
        try {
            return Json.parse(text);
        } catch (IOException e) {
            throw new AssertionError(text, e);
        }
    }

    /** The one request sent, its body compared as JSON. */
    private Request only(String method, String path, String query, String mediaType, String body) {
        List<Request> sent = server.requests();
        assertEquals(1, sent.size(), () -> "one request: " + server.lines());
        Request request = sent.get(0);
        assertEquals(method + " " + path + "?" + query, request.line());
        assertEquals(mediaType, request.contentType().replaceAll(";.*", ""), "media type");
        assertEquals(json(body), json(request.body()), "body");
        return request;
    }

    @ParameterizedTest(name = "server dry run: {0}")
    @ValueSource(booleans = {false, true})
    void createPostsTheObjectToItsCollection(boolean dryRun) {
        server.answer("POST", COLLECTION, 201, BODY);

        gateway.create(SETTINGS, CONFIGMAPS, body(), new Write(dryRun, "kubectl-client-side-apply"));

        only("POST", COLLECTION, dryRun(dryRun) + "fieldManager=kubectl-client-side-apply&fieldValidation=Strict",
                "application/json", BODY);
    }

    @ParameterizedTest(name = "server dry run: {0}")
    @ValueSource(booleans = {false, true})
    void aThreeWayPatchGoesToTheObjectWithItsMediaType(boolean dryRun) {
        server.answer("PATCH", OBJECT, 200, BODY);
        String patch = "{\"data\":{\"a\":\"1\"},\"metadata\":{\"resourceVersion\":\"7\"}}";

        gateway.patch(SETTINGS, CONFIGMAPS, PatchType.STRATEGIC, patch, new Write(dryRun, "kubectl-client-side-apply"));

        only("PATCH", OBJECT, dryRun(dryRun) + "fieldManager=kubectl-client-side-apply&fieldValidation=Strict",
                "application/strategic-merge-patch+json", patch);
    }

    @Test
    void aCustomResourceIsPatchedAsAMergePatch() {
        ObjectRef widget = new ObjectRef("example.com/v1", "Widget", "shop", "w1");
        String path = "/apis/example.com/v1/namespaces/shop/widgets/w1";
        server.answer("PATCH", path, 200, "{}");

        gateway.patch(widget, new Served("widgets", true), PatchType.MERGE, "{\"spec\":{}}", new Write(true, "m"));

        only("PATCH", path, "dryRun=All&fieldManager=m&fieldValidation=Strict", "application/merge-patch+json",
                "{\"spec\":{}}");
    }

    @ParameterizedTest(name = "server dry run: {0}")
    @ValueSource(booleans = {false, true})
    void aServerSideApplyIsAnApplyPatchWithForce(boolean dryRun) {
        server.answer("PATCH", OBJECT, 200, BODY);

        gateway.patch(SETTINGS, CONFIGMAPS, PatchType.APPLY, BODY, new Write(dryRun, "kubectl", true));

        only("PATCH", OBJECT, dryRun(dryRun) + "fieldManager=kubectl&fieldValidation=Strict&force=true",
                "application/apply-patch+yaml", BODY);
    }

    @ParameterizedTest
    @EnumSource(FieldValidation.class)
    void everyWriteCarriesTheFieldValidationAsked(FieldValidation validation) {
        server.answer("POST", COLLECTION, 201, BODY).answer("PATCH", OBJECT, 200, BODY);
        Write write = new Write(false, "kubectl", false, validation);

        gateway.create(SETTINGS, CONFIGMAPS, body(), write);
        gateway.patch(SETTINGS, CONFIGMAPS, PatchType.STRATEGIC, "{}", write);
        gateway.patch(SETTINGS, CONFIGMAPS, PatchType.APPLY, BODY, write);

        String query = "fieldManager=kubectl&fieldValidation=" + validation.queryValue();
        assertEquals(List.of("POST " + COLLECTION + "?" + query, "PATCH " + OBJECT + "?" + query,
                "PATCH " + OBJECT + "?" + query + "&force=false"), server.lines());
    }

    @ParameterizedTest(name = "server dry run: {0}")
    @ValueSource(booleans = {false, true})
    void aDeleteSendsItsOptionsInTheBody(boolean dryRun) {
        server.answer("DELETE", OBJECT, 200, "{\"kind\":\"Status\",\"status\":\"Success\"}");

        gateway.delete(SETTINGS, CONFIGMAPS, new Deletion(Cascade.BACKGROUND, dryRun));

        Request sent = server.requests().get(0);
        assertEquals("DELETE " + OBJECT, sent.line(), "no query: the options are in the body, as kubectl sends them");
        assertEquals(json("{\"kind\":\"DeleteOptions\",\"apiVersion\":\"v1\",\"propagationPolicy\":\"Background\""
                + (dryRun ? ",\"dryRun\":[\"All\"]" : "") + "}"), json(sent.body()));
        assertEquals("application/json", sent.contentType().replaceAll(";.*", ""));
    }

    /** --force: the object deleted in the foreground, then created; in a dry run both carry dryRun and nothing is awaited. */
    @ParameterizedTest(name = "server dry run: {0}")
    @ValueSource(booleans = {false, true})
    void aForcedReplacementDeletesThenCreates(boolean dryRun) {
        server.answer("DELETE", OBJECT, 200, "{\"kind\":\"Status\",\"status\":\"Success\"}")
                .answer("POST", COLLECTION, dryRun ? 409 : 201, dryRun ? "{\"kind\":\"Status\",\"reason\":"
                        + "\"AlreadyExists\",\"message\":\"configmaps \\\"settings\\\" already exists\",\"code\":409}" : BODY);

        new ForceReplace(gateway, pause -> { }).replace(SETTINGS, CONFIGMAPS, body(), body(),
                new Write(dryRun, "kubectl-client-side-apply"));

        String create = "POST " + COLLECTION + "?" + dryRun(dryRun) + "fieldManager=kubectl-client-side-apply"
                + "&fieldValidation=Strict";
        // in earnest, the server is first asked whether the object could be created again (404 here: it cannot say)
        assertEquals(dryRun ? List.of("DELETE " + OBJECT, create) : List.of("POST " + ForceReplaceWireTest.REVIEWS,
                "DELETE " + OBJECT, "GET " + OBJECT, create), server.lines(), "in earnest the object is read until it is gone");
        assertEquals(json("{\"kind\":\"DeleteOptions\",\"apiVersion\":\"v1\",\"propagationPolicy\":\"Foreground\""
                + (dryRun ? ",\"dryRun\":[\"All\"]" : "") + "}"), json(server.requests().get(dryRun ? 0 : 1).body()));
        assertEquals(json(BODY), json(server.requests().get(server.requests().size() - 1).body()));
    }

    @Test
    void theWarningsOfEveryAnswerAreRead() {
        server.answer("GET", OBJECT, 200, BODY, "read warning")
                .answer("POST", COLLECTION, 201, BODY, "create warning", "second")
                .answer("PATCH", OBJECT, 422, "{\"kind\":\"Status\",\"reason\":\"Invalid\",\"message\":\"no\",\"code\":422}",
                        "refused warning")
                .answer("DELETE", OBJECT, 200, "{}", "delete warning");
        List<String> warnings = new ArrayList<>();
        ClusterGateway reporting = gateway.reportingTo(warnings::add);

        reporting.get(SETTINGS, CONFIGMAPS);
        reporting.create(SETTINGS, CONFIGMAPS, body(), new Write(false, "m"));
        assertThrows(ClusterGateway.Refused.class,
                () -> reporting.patch(SETTINGS, CONFIGMAPS, PatchType.STRATEGIC, "{}", new Write(false, "m")));
        reporting.delete(SETTINGS, CONFIGMAPS, new Deletion(Cascade.BACKGROUND, false));

        assertEquals(List.of("read warning", "create warning", "second", "refused warning", "delete warning"), warnings);
    }

    /** A name is one escaped path segment in every request: "a?b" is never object "a" with a query. */
    @Test
    void namesAreEscapedInEveryRequest() {
        ObjectRef odd = new ObjectRef("v1", "ConfigMap", "shop", "a?b #c");
        String path = COLLECTION + "/a%3Fb%20%23c";
        server.answer("GET", path, 200, BODY).answer("PATCH", path, 200, BODY).answer("DELETE", path, 200, "{}");

        gateway.get(odd, CONFIGMAPS);
        gateway.patch(odd, CONFIGMAPS, PatchType.STRATEGIC, "{}", new Write(true, "m"));
        gateway.patch(odd, CONFIGMAPS, PatchType.APPLY, "{}", new Write(false, "m"));
        gateway.delete(odd, CONFIGMAPS, new Deletion(Cascade.ORPHAN, false));

        assertEquals(List.of("GET " + path, "PATCH " + path + "?dryRun=All&fieldManager=m&fieldValidation=Strict",
                "PATCH " + path + "?fieldManager=m&fieldValidation=Strict&force=false", "DELETE " + path), server.lines());
    }

    /** As Go's URL escapes kubectl's paths: ':' of RBAC names stays, other bytes of UTF-8 are %XX. */
    @Test
    void everySegmentIsEscapedAsKubectlEscapesIt() {
        gateway.get(new ObjectRef("rbac.authorization.k8s.io/v1", "ClusterRole", null, "system:controller:x"),
                new Served("clusterroles", false));
        gateway.get(new ObjectRef("example.com/v1 beta", "Widget", "a b", "café"), new Served("wid gets", true));
        gateway.firstPage(new ObjectRef("v1", "ConfigMap", "a&b", ""), CONFIGMAPS, 5);
        gateway.resource("example.com/v1?x", "Widget");

        assertEquals(List.of("GET /apis/rbac.authorization.k8s.io/v1/clusterroles/system:controller:x",
                "GET /apis/example.com/v1%20beta/namespaces/a%20b/wid%20gets/caf%C3%A9",
                "GET /api/v1/namespaces/a&b/configmaps?limit=5",
                "GET /apis/example.com/v1%3Fx", "GET /apis/example.com/v1%3Fx"), server.lines());
    }

    /** What no escaping makes one segment ('/', '%', ".", "..", empty) is refused as client-go refuses it; nothing is sent. */
    @Test
    void aSegmentThatCannotBeOneIsRefusedBeforeAnythingIsSent() {
        for (String name : List.of("a/b", "50%", ".", "..", "")) {
            ObjectRef ref = new ObjectRef("v1", "ConfigMap", "shop", name);
            RuntimeException e = assertThrows(RuntimeException.class,
                    () -> gateway.delete(ref, CONFIGMAPS, new Deletion(Cascade.BACKGROUND, false)));
            assertEquals(io.japply.apply.model.Failure.class, e.getClass(), name);
        }
        RuntimeException e = assertThrows(RuntimeException.class, () -> gateway.get(
                new ObjectRef("v1", "ConfigMap", "../kube-system", "x"), CONFIGMAPS));
        assertEquals("invalid namespace \"../kube-system\": [may not contain '/']", e.getMessage());
        e = assertThrows(RuntimeException.class, () -> gateway.patch(new ObjectRef("v1", "ConfigMap", "shop", "a/b"),
                CONFIGMAPS, PatchType.STRATEGIC, "{}", new Write(false, "m")));
        assertEquals("invalid resource name \"a/b\": [may not contain '/']", e.getMessage(), "client-go's words");
        assertEquals(List.of(), server.lines());
    }
}
