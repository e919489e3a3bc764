package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.internal.plan.Established;
import io.japply.apply.internal.plan.KindOrder;

/** Stages: namespaces and definitions first, a custom resource once its definition is Established, webhooks last. */
class OrderingTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;
    private final FakeTime time = job.time;

    private FakeJob.Run japply(String... args) {
        return job.japply(args);
    }

    /** In the order a person might write them: the custom resource before its definition, webhooks first. */
    private static final String ALL = String.join("---\n",
            "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: guard}\n",
            "apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: g, namespace: team}\nspec: {size: 1}\n",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: team}\nspec: {replicas: 1}\n",
            "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings, namespace: team}\ndata: {k: v}\n",
            "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gadgets.example.com}\n"
                    + "spec:\n  group: example.com\n  scope: Namespaced\n  names: {kind: Gadget, plural: gadgets}\n"
                    + "  versions: [{name: v1, served: true, storage: true}]\n",
            "apiVersion: v1\nkind: Namespace\nmetadata: {name: team}\n");

    private String input() throws IOException {
        return Files.writeString(dir.resolve("all.yaml"), ALL).toString();
    }

    private List<String> createdKinds() {
        return cluster.requests.stream().filter(r -> r.verb().equals("POST")).map(r -> r.ref().kind()).toList();
    }

    @Test
    void stagesRunInKindOrderAndTheCustomResourceWaitsUntilItsDefinitionIsEstablished() throws IOException {
        cluster.establishAfter("gadgets.example.com", 3);
        FakeJob.Run run = japply("-f", input());
        assertEquals(new FakeJob.Run(0, "validatingwebhookconfiguration.admissionregistration.k8s.io/guard created\n"
                + "gadget.example.com/g created\ndeployment.apps/web created\nconfigmap/settings created\n"
                + "customresourcedefinition.apiextensions.k8s.io/gadgets.example.com created\nnamespace/team created\n", ""),
                run, "lines in input order");
        List<String> kinds = createdKinds();
        assertEquals(List.of("ConfigMap", "Deployment", "Gadget", "ValidatingWebhookConfiguration"), kinds.subList(2, 6));
        assertEquals(java.util.Set.of("Namespace", "CustomResourceDefinition"), java.util.Set.copyOf(kinds.subList(0, 2)));
        assertEquals(List.of(Duration.ofMillis(100), Duration.ofMillis(200)), time.sleeps(),
                "two pauses: Established at the third look");
    }

    @Test
    void aDefinitionThatIsNeverEstablishedFailsItsResourcesAfterTheBoundAndNothingElse() throws IOException {
        cluster.establishAfter("gadgets.example.com", Integer.MAX_VALUE);
        FakeJob.Run run = japply("-f", input(), "--wait-established=3s");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("document 2 for: \"" + dir.resolve("all.yaml") + "\": timed out after 3s waiting for customresourcedefinition"
                + ".apiextensions.k8s.io/gadgets.example.com to be Established (--wait-established)"), run.err());
        assertTrue(run.err().contains("1 of 6 objects failed"), run.err());
        assertEquals(5, run.out().lines().count(), run.out());
        assertTrue(createdKinds().contains("ValidatingWebhookConfiguration"));
        long waited = time.sleeps().stream().mapToLong(Duration::toMillis).sum();
        assertTrue(waited >= 3000 && waited < 4000, "bounded by the flag, pauses capped at 1s: " + time.sleeps());
    }

    @Test
    void aResourceWhoseDefinitionFailedIsReportedWithoutWaiting() throws IOException {
        cluster.failWritesOf("gadgets.example.com");
        FakeJob.Run run = japply("-f", input());
        assertEquals(1, run.code());
        assertTrue(run.err().contains("all.yaml\": its CustomResourceDefinition gadgets.example.com was not applied"),
                run.err());
        assertEquals(List.of(), time.sleeps());
    }

    @Test
    void builtInKindsKeepTheirStageAndUnknownKindsComeAfterThem() {
        assertEquals(KindOrder.NAMESPACES_AND_DEFINITIONS, KindOrder.of("apiextensions.k8s.io/v1", "CustomResourceDefinition"));
        assertEquals(KindOrder.WORKLOADS, KindOrder.of("apps/v1", "Deployment"));
        assertEquals(KindOrder.ADMISSION, KindOrder.of("admissionregistration.k8s.io/v1", "MutatingWebhookConfiguration"));
        assertEquals(KindOrder.ADMISSION, KindOrder.of("admissionregistration.k8s.io/v1", "MutatingAdmissionPolicy"),
                "GA since 1.33, built in with the v1.37.2 bundle");
        assertEquals(KindOrder.ADMISSION, KindOrder.of("admissionregistration.k8s.io/v1", "MutatingAdmissionPolicyBinding"));
        assertEquals(KindOrder.OTHER, KindOrder.of("example.com/v1", "Deployment"), "a custom kind named like a built-in");
        assertEquals(KindOrder.OTHER, KindOrder.of("rbac.authorization.k8s.io/v1", "Unknown"));
        assertTrue(KindOrder.OTHER.compareTo(KindOrder.ROUTING) > 0 && KindOrder.ADMISSION.compareTo(KindOrder.OTHER) > 0);
    }

    @Test
    void durationsAndConcurrencyAreCheckedBeforeAnythingIsSent() throws IOException {
        String file = input();
        assertEquals(2, japply("-f", file, "--wait-established=soon").code());
        assertEquals(2, japply("-f", file, "--concurrency", "0").code());
        assertEquals(0, cluster.requests.size());
    }
}
