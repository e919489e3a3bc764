package io.japply.apply.internal.preview.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

/** Each normalization on its own, with the bundled Kubernetes schema as the server's Go types. */
class NormalizerTest {
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();

    @Test
    void secretStringDataIsMergedIntoDataAndWinsOverIt() {
        assertNormalized("apiVersion: v1\nkind: Secret\nmetadata: {name: s}\n"
                        + "data: {a: YQ==, b: b2xk, c: \"Yw\\n==\"}\nstringData: {b: new, d: dé}\n",
                "apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata: {a: YQ==, b: bmV3, c: Yw==, d: ZMOp}\n", true);
        assertNormalized("apiVersion: v1\nkind: Secret\nmetadata: {name: s}\nstringData: {}\n",
                "apiVersion: v1\nkind: Secret\nmetadata: {name: s}\n", true);
    }

    /** base64 as the base64 tool wraps it (76 columns) is bytes to Go, written back on one line. */
    @Test
    void configMapBinaryDataInStandardBase64() {
        assertNormalized("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\nbinaryData: {b: \"AAEC\\nAwQ=\", bad: \"%%\"}\n",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\nbinaryData: {b: AAECAwQ=, bad: \"%%\"}\n", true);
    }

    @Test
    void quantitiesWhereverTheSchemaHasThem() {
        assertNormalized("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n"
                        + "  overhead: {cpu: 0.25}\n"
                        + "  initContainers: [{name: i, resources: {requests: {memory: 1024Mi}}}]\n"
                        + "  containers: [{name: c, resources: {limits: {cpu: 1000m, memory: 1.5Gi}, requests: {cpu: 2}}}]\n"
                        + "  ephemeralContainers: [{name: e, resources: {limits: {cpu: 1000m}}}]\n"
                        + "  volumes: [{name: v, emptyDir: {sizeLimit: 1000M}}]\n",
                "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n"
                        + "  overhead: {cpu: 250m}\n"
                        + "  initContainers: [{name: i, resources: {requests: {memory: 1Gi}}}]\n"
                        + "  containers: [{name: c, resources: {limits: {cpu: \"1\", memory: 1536Mi}, requests: {cpu: \"2\"}}}]\n"
                        + "  ephemeralContainers: [{name: e, resources: {limits: {cpu: \"1\"}}}]\n"
                        + "  volumes: [{name: v, emptyDir: {sizeLimit: 1G}}]\n", true);
        assertNormalized("apiVersion: v1\nkind: LimitRange\nmetadata: {name: l}\nspec:\n  limits:\n"
                        + "  - {type: Container, default: {cpu: 0.5}, max: {memory: 2048Mi}, maxLimitRequestRatio: {cpu: 10}}\n",
                "apiVersion: v1\nkind: LimitRange\nmetadata: {name: l}\nspec:\n  limits:\n"
                        + "  - {type: Container, default: {cpu: 500m}, max: {memory: 2Gi}, maxLimitRequestRatio: {cpu: \"10\"}}\n", true);
        assertNormalized("apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: c}\n"
                        + "spec: {resources: {requests: {storage: 10240Mi}}}\n",
                "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: c}\n"
                        + "spec: {resources: {requests: {storage: 10Gi}}}\n", true);
    }

    @Test
    void emptyOptionalListsAndMapsGoButEmptyStructsAndRequiredListsStay() {
        assertNormalized("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d, labels: {}, annotations: {}}\n"
                        + "spec:\n  selector: {matchLabels: {}}\n  template:\n    metadata: {labels: {}}\n"
                        + "    spec: {volumes: [], containers: [{name: c, args: [], env: [], resources: {limits: {}}}]}\n",
                "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\n"
                        + "spec:\n  selector: {}\n  template:\n    metadata: {}\n"
                        + "    spec: {containers: [{name: c, resources: {}}]}\n", true);
        assertNormalized("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: []}\n",
                "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: []}\n", true);
        assertNormalized("apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {selector: {}, ports: []}\n",
                "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {}\n", true);
        assertNormalized("apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r}\nrules: []\n",
                "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r}\nrules: []\n", false);
    }

    /** Non-pointer scalars with omitempty go at false, "" and 0; pointers (privileged, replicas) keep them. */
    @Test
    void zeroScalarsGoWhereGoOmitsThem() {
        assertNormalized("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d, namespace: \"\"}\n"
                        + "spec:\n  replicas: 0\n  template:\n    spec:\n      hostNetwork: false\n      nodeName: \"\"\n"
                        + "      containers:\n      - name: c\n        tty: false\n"
                        + "        securityContext: {privileged: false, readOnlyRootFilesystem: false}\n"
                        + "        ports: [{containerPort: 80, hostPort: 0}]\n"
                        + "        volumeMounts: [{name: v, mountPath: /v, readOnly: false, subPath: \"\"}]\n",
                "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\n"
                        + "spec:\n  replicas: 0\n  template:\n    spec:\n"
                        + "      containers:\n      - name: c\n"
                        + "        securityContext: {privileged: false, readOnlyRootFilesystem: false}\n"
                        + "        ports: [{containerPort: 80}]\n"
                        + "        volumeMounts: [{name: v, mountPath: /v}]\n", true);
    }

    /** As kubectl 1.32 wrote it back (set selector --local): int-or-string targetPort "8080" stays a string. */
    @Test
    void aServiceAsKubectlDecodesAndWritesIt() {
        assertNormalized("apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: shop, labels: {}}\n"
                        + "spec:\n  selector: {app: web}\n  externalIPs: []\n  publishNotReadyAddresses: false\n"
                        + "  ports:\n  - {name: http, port: 80, targetPort: \"8080\", nodePort: 0}\n",
                "apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: shop}\n"
                        + "spec:\n  selector: {app: web}\n  ports:\n  - {name: http, port: 80, targetPort: \"8080\"}\n", true);
    }

    /** An update keeps the live creationTimestamp, generation and (when left out) uid. */
    @Test
    void metadataTheServerOwnsKeepsTheLiveValue() {
        ObjectNode live = yaml("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: a, uid: u-1, generation: 4,"
                + " creationTimestamp: \"2025-06-02T08:14:31Z\", resourceVersion: \"9\"}\n");
        ObjectNode predicted = yaml("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: a, generation: 1,"
                + " resourceVersion: \"9\"}\ndata: {k: v}\n");
        assertEquals(yaml("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: a, uid: u-1, generation: 4,"
                        + " creationTimestamp: \"2025-06-02T08:14:31Z\", resourceVersion: \"9\"}\ndata: {k: v}\n"),
                Normalizer.normalize(predicted, KindFacts.bundled("v1", "ConfigMap", true), java.util.Optional.of(live)));
    }

    @Test
    void namespaceOfAClusterScopedKindIsDropped() {
        assertNormalized("apiVersion: v1\nkind: Namespace\nmetadata: {name: shop, namespace: default}\n",
                "apiVersion: v1\nkind: Namespace\nmetadata: {name: shop}\n", false);
        assertNormalized("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: shop}\n",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: shop}\n", true);
    }

    /** The server stores a custom resource's JSON as sent: no Go type decides what is empty or a quantity. */
    @Test
    void customResourcesKeepTheirEmptiesAndQuantities() {
        ObjectNode cr = yaml("apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: a}\n"
                + "spec: {tags: [], size: 1000m, labels: {}}\n");
        assertEquals(cr, Normalizer.normalize(cr, KindFacts.bundled("example.com/v1", "Widget", true)));
    }

    /** As the real server's dry run moved it (DiffSideBySideTest): spec changes, and a Deployment's annotations. */
    @Test
    void generationMovesWhereTheSpecChanges() {
        ObjectNode live = yaml("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d, generation: 3, annotations: {a: x}}\n"
                + "spec: {replicas: 5}\nstatus: {replicas: 5}\n");
        KindFacts deployment = KindFacts.bundled("apps/v1", "Deployment", true);
        assertEquals(4, generation(live, "{a: x}", "replicas: 2", deployment), "spec changed");
        assertEquals(4, generation(live, "{a: y}", "replicas: 5", deployment), "a Deployment's annotations changed");
        assertEquals(3, generation(live, "{a: x}", "replicas: 5", deployment), "nothing but status");
        ObjectNode widget = yaml("apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, generation: 7, annotations: {a: x}}\n"
                + "spec: {replicas: 5}\n");
        KindFacts custom = KindFacts.bundled("example.com/v1", "Widget", true);
        assertEquals(7, generation(widget, "{a: y}", "replicas: 5", custom), "other kinds: annotations alone do not count");
        assertEquals(8, generation(widget, "{a: x}", "replicas: 1", custom));
        ObjectNode configMap = yaml("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: b}\n");
        assertEquals(configMap.path("metadata").path("generation"), Normalizer.normalize(yaml(
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: c}\n"), KindFacts.bundled("v1", "ConfigMap", true),
                java.util.Optional.of(configMap)).path("metadata").path("generation"), "no generation to move");
    }

    private static long generation(ObjectNode live, String annotations, String spec, KindFacts kind) {
        ObjectNode predicted = yaml("apiVersion: " + live.path("apiVersion").asText() + "\nkind: " + live.path("kind").asText()
                + "\nmetadata: {name: d, annotations: " + annotations + "}\nspec: {" + spec + "}\nstatus: {replicas: 1}\n");
        return Normalizer.normalize(predicted, kind, java.util.Optional.of(live)).path("metadata").path("generation").asLong();
    }

    @Test
    void theArgumentIsNotChanged() {
        ObjectNode secret = yaml("apiVersion: v1\nkind: Secret\nmetadata: {name: s, namespace: a, labels: {}}\n"
                + "stringData: {a: b}\n");
        ObjectNode before = secret.deepCopy();
        Normalizer.normalize(secret, KindFacts.bundled("v1", "Secret", false));
        assertEquals(before, secret);
    }

    private static void assertNormalized(String input, String expected, boolean namespaced) {
        ObjectNode object = yaml(input);
        KindFacts kind = KindFacts.bundled(object.get("apiVersion").asText(), object.get("kind").asText(), namespaced);
        assertEquals(yaml(expected), Normalizer.normalize(object, kind));
    }

    private static ObjectNode yaml(String text) {
        try {
            return (ObjectNode) YAML.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
