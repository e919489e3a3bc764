package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyException;
import io.japply.apply.ApplyReport;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 26: a ConfigMap named "a?b" was read as object "a" with a query and patched over it; a name
 * with a space threw a raw IllegalArgumentException. Through the library, over the wire: a name the
 * server would refuse is refused before anything is sent, with a typed error naming the document and
 * the path, and the others are applied; a name the server accepts goes as one escaped segment.
 */
@Timeout(60)
class BadNamesWireTest {
    private static final String CORE = "{\"kind\":\"APIResourceList\",\"groupVersion\":\"v1\",\"resources\":["
            + "{\"name\":\"configmaps\",\"namespaced\":true,\"kind\":\"ConfigMap\"}]}";
    private static final String RBAC = "{\"kind\":\"APIResourceList\",\"groupVersion\":\"rbac.authorization.k8s.io/v1\","
            + "\"resources\":[{\"name\":\"clusterroles\",\"namespaced\":false,\"kind\":\"ClusterRole\"}]}";
    private static final String CONFIGMAPS = "/api/v1/namespaces/shop/configmaps";
    private static final String CLUSTERROLES = "/apis/rbac.authorization.k8s.io/v1/clusterroles";

    private final WireServer server;
    private final Fabric8Gateway gateway;

    BadNamesWireTest() throws IOException {
        server = new WireServer().answer("GET", "/api/v1", 200, CORE)
                .answer("GET", "/apis/rbac.authorization.k8s.io/v1", 200, RBAC)
                .answer("POST", CONFIGMAPS, 201, "{}").answer("POST", CLUSTERROLES, 201, "{}");
        gateway = server.gateway();
    }

    @AfterEach
    void stop() {
        gateway.close();
        server.close();
    }

    /** The requests for objects (discovery and OpenAPI left out). */
    private List<String> objectRequests() {
        return server.lines().stream().filter(l -> l.contains("/configmaps") || l.contains("/clusterroles")).toList();
    }

    @Test
    void aNameWithASpaceIsATypedErrorAndNothingIsSent() {
        ApplyException e = assertThrows(ApplyException.class, () -> Japply.using(gateway).apply(new ConfigMapBuilder()
                .withNewMetadata().withName("bad name").withNamespace("shop").endMetadata().addToData("k", "v").build()));

        assertEquals(ApplyException.Reason.INVALID_INPUT, e.reason());
        assertTrue(e.getMessage().contains("The ConfigMap \"bad name\" is invalid: metadata.name: Invalid value: \"bad name\":"
                + " a lowercase RFC 1123 subdomain must consist of"), e.getMessage());
        assertEquals(List.of(), objectRequests());
    }

    @Test
    void aBadNameFailsItsDocumentAloneAndAnAcceptedOddNameGoesEscaped() {
        Manifests manifests = Manifests.parse("in.yaml", """
                apiVersion: v1
                kind: ConfigMap
                metadata: {name: "a?b", namespace: shop}
                ---
                apiVersion: v1
                kind: ConfigMap
                metadata: {name: good, namespace: shop}
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: ClusterRole
                metadata: {name: "a?b"}
                """);

        ApplyReport report = Japply.using(gateway).apply(manifests);

        assertEquals(3, report.results().size());
        ApplyException refused = report.results().get(0).error().orElseThrow();
        assertEquals(ApplyException.Reason.INVALID_INPUT, refused.reason());
        assertTrue(refused.getMessage().contains("document 1 for: \"in.yaml\": The ConfigMap \"a?b\" is invalid:"
                + " metadata.name: Invalid value: \"a?b\""), refused.getMessage());
        assertEquals(Action.CREATED, report.results().get(1).action());
        assertEquals(Action.CREATED, report.results().get(2).action(), "RBAC names are path segments: the server takes it");
        List<String> sent = objectRequests();
        assertEquals(List.of("GET " + CONFIGMAPS + "/good", "GET " + CLUSTERROLES + "/a%3Fb"),
                sent.stream().filter(l -> l.startsWith("GET")).sorted().toList());
        assertEquals(2, sent.stream().filter(l -> l.startsWith("POST")).count(), String.join("\n", sent));
        assertFalse(sent.stream().anyMatch(l -> l.contains("configmaps/a")), "nothing sent for the refused ConfigMap");
    }
}
