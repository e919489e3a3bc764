package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway.Served;
import io.japply.apply.cluster.ClusterGateway.Write;
import io.japply.apply.internal.object.ForceReplace;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * --force where the account may delete but not create: the server is asked first (a
 * SelfSubjectAccessReview) and nothing is deleted when it says no; when a create is still refused after
 * the delete, the message says the object is gone and where its manifest was saved.
 */
@Timeout(60)
class ForceReplaceWireTest {
    static final String REVIEWS = "/apis/authorization.k8s.io/v1/selfsubjectaccessreviews";
    private static final Served CONFIGMAPS = new Served("configmaps", true);
    private static final ObjectRef SETTINGS = new ObjectRef("v1", "ConfigMap", "shop", "settings");
    private static final String COLLECTION = "/api/v1/namespaces/shop/configmaps";
    private static final String OBJECT = COLLECTION + "/settings";
    private static final String FORBIDDEN = "{\"kind\":\"Status\",\"reason\":\"Forbidden\",\"code\":403,\"message\":"
            + "\"configmaps is forbidden: User \\\"system:serviceaccount:shop:deployer\\\" cannot create resource"
            + " \\\"configmaps\\\" in API group \\\"\\\" in the namespace \\\"shop\\\"\"}";

    private final WireServer server;
    private final Fabric8Gateway gateway;

    ForceReplaceWireTest() throws IOException {
        server = new WireServer();
        gateway = server.gateway();
    }

    @AfterEach
    void stop() {
        gateway.close();
        server.close();
    }

    private static ObjectNode object(String data) throws IOException {
        return (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"settings\","
                + "\"namespace\":\"shop\",\"resourceVersion\":\"41\",\"uid\":\"u-1\"},\"data\":" + data + "}");
    }

    private static String review(boolean allowed) {
        return "{\"kind\":\"SelfSubjectAccessReview\",\"apiVersion\":\"authorization.k8s.io/v1\",\"status\":{\"allowed\":"
                + allowed + "}}";
    }

    private ClusterGateway.Refused replaceFails() {
        return assertThrows(ClusterGateway.Refused.class, () -> new ForceReplace(gateway, pause -> { }).replace(SETTINGS,
                CONFIGMAPS, object("{\"a\":\"old\"}"), object("{\"a\":\"new\"}"), new Write(false, "kubectl-client-side-apply")));
    }

    @Test
    void anAccountThatMayNotCreateIsRefusedTheForceAndNothingIsDeleted() throws IOException {
        server.answer("POST", REVIEWS, 201, review(false));

        ClusterGateway.Refused refused = replaceFails();

        assertEquals(403, refused.code());
        assertEquals("--force: not replacing configmap/settings: the server says this account may not create configmaps"
                + " in namespace \"shop\"; nothing was deleted", refused.getMessage());
        assertEquals(List.of("POST " + REVIEWS), server.lines(), "no DELETE");
        assertEquals(Json.parse("{\"apiVersion\":\"authorization.k8s.io/v1\",\"kind\":\"SelfSubjectAccessReview\","
                + "\"spec\":{\"resourceAttributes\":{\"verb\":\"create\",\"group\":\"\",\"version\":\"v1\","
                + "\"resource\":\"configmaps\",\"namespace\":\"shop\"}}}"), Json.parse(server.requests().get(0).body()));
    }

    @Test
    void aCreateRefusedAfterTheDeleteSaysTheObjectIsGoneAndSavesItsManifest() throws IOException {
        // the review allows it (say an admission policy refuses what RBAC allows): both creates are refused
        server.answer("POST", REVIEWS, 201, review(true))
                .answer("DELETE", OBJECT, 200, "{\"kind\":\"Status\",\"status\":\"Success\"}")
                .answer("POST", COLLECTION, 403, FORBIDDEN);

        ClusterGateway.Refused refused = replaceFails();

        assertEquals(List.of("POST " + REVIEWS, "DELETE " + OBJECT, "GET " + OBJECT,
                "POST " + COLLECTION + "?fieldManager=kubectl-client-side-apply&fieldValidation=Strict",
                "POST " + COLLECTION + "?fieldManager=kubectl-client-side-apply&fieldValidation=Strict"), server.lines(),
                "the new object, then the previous one");
        Matcher saved = Pattern.compile("^--force: configmap/settings was deleted and could not be created again: the new"
                + " object was refused \\(Error from server \\(Forbidden\\): configmaps is forbidden: .*\\), and so was the"
                + " previous one \\(Error from server \\(Forbidden\\): .*\\); its manifest is saved in (/\\S+\\.json)$")
                .matcher(refused.getMessage());
        assertTrue(saved.matches(), refused.getMessage());
        Path file = Path.of(saved.group(1));
        try {
            JsonNode manifest = Json.parse(Files.readString(file));
            assertEquals(Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"settings\","
                    + "\"namespace\":\"shop\"},\"data\":{\"a\":\"old\"}}"), manifest, "the previous object, ready to create");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
                    "it may hold a Secret's values");
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
