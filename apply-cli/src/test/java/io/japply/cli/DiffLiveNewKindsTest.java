package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The offline preview (diff --live, no cluster) of a kind GA since Kubernetes 1.33, known only from
 * the bundled kinds: admissionregistration.k8s.io/v1 MutatingAdmissionPolicy (v1 in 1.37, not yet in 1.35) is
 * cluster-scoped and merges its matchConditions by name. Before the bundle had it, it was taken
 * for a custom resource: put in a namespace and patched with a JSON merge patch, which drops the
 * condition someone else added. The merged order (a, c, x) is the one kubectl 1.37.2 got from the
 * v1.37.2 test cluster for the same apply after a JSON patch had added x (checked by hand, 2026-12-07).
 */
class DiffLiveNewKindsTest extends DiffHarness {
    private static final String LAST_APPLIED = "{\"apiVersion\":\"admissionregistration.k8s.io/v1\","
            + "\"kind\":\"MutatingAdmissionPolicy\",\"metadata\":{\"name\":\"add-team\"},"
            + "\"spec\":{\"matchConditions\":[{\"name\":\"a\",\"expression\":\"true\"}]}}";
    private static final String LIVE = "apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingAdmissionPolicy\n"
            + "metadata:\n  name: add-team\n  annotations:\n"
            + "    kubectl.kubernetes.io/last-applied-configuration: '" + LAST_APPLIED + "'\n"
            + "spec:\n  matchConditions:\n  - {name: a, expression: 'true'}\n  - {name: x, expression: 'false'}\n";
    private static final String MANIFEST = "apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingAdmissionPolicy\n"
            + "metadata: {name: add-team}\n"
            + "spec:\n  matchConditions:\n  - {name: a, expression: 'true'}\n  - {name: c, expression: 'object != null'}\n";
    private static final String FILE = "admissionregistration.k8s.io.v1.MutatingAdmissionPolicy..add-team";
    private static final String DIFF = "diff -u -N LIVE/" + FILE + " MERGED/" + FILE + "\n"
            + "--- LIVE/" + FILE + "\n"
            + "+++ MERGED/" + FILE + "\n"
            + "@@ -8,5 +8,7 @@\n"
            + "   matchConditions:\n"
            + "   - expression: \"true\"\n"
            + "     name: a\n"
            + "+  - expression: object != null\n"
            + "+    name: c\n"
            + "   - expression: \"false\"\n"
            + "     name: x\n";

    @Test
    void aClusterScopedKindMergesItsListsByKey() throws IOException {
        Run run = japply("diff", "-f", write("policy.yaml", MANIFEST), "--live", write("live.yaml", LIVE));
        assertEquals(new Run(1, DIFF, ""), run);
    }

    @Test
    void aNamespaceGivenIsNotPutOnIt() throws IOException {
        Run run = japply("diff", "-f", write("policy.yaml", MANIFEST), "--live", write("live.yaml", LIVE), "-n", "shop");
        assertEquals(new Run(1, DIFF, ""), run);
    }

    @Test
    void theExplanationKeepsTheConditionSomeoneElseAdded() throws IOException {
        Run run = japply("diff", "-f", write("policy.yaml", MANIFEST), "--live", write("live.yaml", LIVE), "--explain");
        assertEquals(new Run(1, DIFF + "mutatingadmissionpolicy.admissionregistration.k8s.io/add-team:\n"
                + "  spec.matchConditions[name=c]: added, set by the file\n"
                + "  spec.matchConditions[name=x]: kept: made on the live object by someone else, not in the file\n", ""), run);
    }
}
