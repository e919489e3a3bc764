package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** What two runs of kubectl differ in is masked value by value, every line kept, and nothing else (no cluster needed). */
class RunMasksTest {
    @Test
    void aDeploymentConditionsTimesAreMaskedInYamlJsonAndDiffLines() {
        // kube-state-metrics' Deployment after a rollout, as dry-run -o yaml/json and diff print it on two
        // clusters: the controller wrote its conditions a second apart (bin/try-manifests --real, December 2026)
        assertEquals("    - lastTransitionTime: ASSIGNED\n      lastUpdateTime: ASSIGNED\n      type: Progressing\n",
                RunMasks.runIndependent("    - lastTransitionTime: \"2026-12-07T19:18:05Z\"\n"
                        + "      lastUpdateTime: \"2026-12-07T19:18:19Z\"\n      type: Progressing\n"));
        // the JSON comma after the value stays: only the value is replaced
        assertEquals("                        \"lastUpdateTime\": ASSIGNED,\n",
                RunMasks.runIndependent("                        \"lastUpdateTime\": \"2026-12-07T19:18:20Z\",\n"));
        assertEquals("-    lastUpdateTime: ASSIGNED\n+    lastUpdateTime: ASSIGNED\n",
                RunMasks.runIndependent("-    lastUpdateTime: \"2026-12-07T19:18:05Z\"\n+    lastUpdateTime: \"2026-12-07T19:18:20Z\"\n"));
    }

    @Test
    void uidsVersionsAndTimesAreReplacedWhereTheyStandQuotedOrNot() {
        String json = """
                {
                    "metadata": {
                        "creationTimestamp": "2026-12-07T21:02:03Z",
                        "name": "web",
                        "resourceVersion": "4711",
                        "uid": "0b6f9d3e-6c3a-4b8e-9d1e-2f5c8a7b6e41"
                    }
                }""";
        assertEquals(json.replace("\"2026-12-07T21:02:03Z\"", "ASSIGNED").replace("\"4711\"", "ASSIGNED")
                .replace("\"0b6f9d3e-6c3a-4b8e-9d1e-2f5c8a7b6e41\"", "ASSIGNED"), RunMasks.runIndependent(json));
        String yaml = "  managedFields:\n  - manager: kubectl\n    time: \"2026-12-07T21:02:03Z\"\n  resourceVersion: '12'\n"
                + "  uid: 0b6f9d3e-6c3a-4b8e-9d1e-2f5c8a7b6e41\n";
        assertEquals("  managedFields:\n  - manager: kubectl\n    time: ASSIGNED\n  resourceVersion: ASSIGNED\n  uid: ASSIGNED\n",
                RunMasks.runIndependent(yaml));
    }

    @Test
    void whatTheManifestSaysIsKept() {
        // a field of the same name nested as a map, and a description mentioning it, are compared as they are
        assertEquals("  lastUpdateTime:\n    type: string\n  description: the lastUpdateTime of the condition\n",
                RunMasks.runIndependent("  lastUpdateTime:\n    type: string\n  description: the lastUpdateTime of the condition\n"));
        assertEquals("  \"lastUpdateTime\": {\n", RunMasks.runIndependent("  \"lastUpdateTime\": {\n"));
        assertEquals("      reason: ReplicaSetUpdated\n", RunMasks.runIndependent("      reason: ReplicaSetUpdated\n"));
        assertEquals("    uid: []\n", RunMasks.runIndependent("    uid: []\n"));
    }

    @Test
    void everyLineAndItsEndAreKept() {
        // a missing last newline, a blank line and an empty text stay what they were: they are bytes to compare
        assertEquals("uid: ASSIGNED\n\nname: a", RunMasks.runIndependent("uid: x\n\nname: a"));
        assertEquals("uid: ASSIGNED\n\n", RunMasks.runIndependent("uid: x\n\n"));
        assertEquals("", RunMasks.runIndependent(""));
        assertEquals("\n", RunMasks.runIndependent("\n"));
        assertEquals("a\r\nuid: ASSIGNED\r\n", RunMasks.runIndependent("a\r\nuid: x\r\n"));
    }

    @Test
    void aMaskThatWouldBreakALineFails() {
        assertThrows(IllegalStateException.class, () -> RunMasks.eachLine("a\nb\n", line -> line + "\n"));
    }

    @Test
    void klogsTimeAndProcessIdAreMaskedItsWordsKept() {
        assertEquals("WMMDD hh:mm:ss.micros PID helpers.go:702] --dry-run is deprecated and can be replaced with --dry-run=client.\n",
                RunMasks.twoRuns("W1207 20:55:07.086651   12515 helpers.go:702] --dry-run is deprecated and can be replaced"
                        + " with --dry-run=client.\n", "t1-x"));
        // a line that only looks like klog's after its start is left alone
        assertEquals("x W1207 20:55:07.086651 1 a\n", RunMasks.twoRuns("x W1207 20:55:07.086651 1 a\n", "t1-x"));
    }

    @Test
    void theNamespaceTheProgramAndDiffsFoldersAreMaskedInTheirLines() {
        assertEquals("Error from server (NotFound): namespaces \"NS\" not found\nSee 'PROGRAM apply -h' for help and examples\n",
                RunMasks.twoRuns("Error from server (NotFound): namespaces \"t9-pipe-japply\" not found\n"
                        + "See 'japply apply -h' for help and examples\n", "t9-pipe-japply"));
        assertEquals("diff -u -N LIVE/v1.ConfigMap.NS.web MERGED/v1.ConfigMap.NS.web\n--- LIVE/v1.ConfigMap.NS.web\n",
                RunMasks.twoRuns("diff -u -N /tmp/LIVE-2676454725/v1.ConfigMap.t3-k.web /tmp/MERGED-11/v1.ConfigMap.t3-k.web\n"
                        + "--- /tmp/LIVE-2676454725/v1.ConfigMap.t3-k.web\t2026-11-27 13:05:45.848944670 +0000\n", "t3-k"));
        assertEquals("    applyset.kubernetes.io/id: APPLYSET-ID\n", RunMasks.eachLine(
                "    applyset.kubernetes.io/id: applyset-0eFHV8ySqp7XoShsGvyWFQD3s96yqwHmzc4e0HR1dsY-v1\n",
                RunMasks::applySetId));
    }

    @Test
    void aUidIsMaskedWhereverItStands() {
        assertEquals("The Job \"migrate\" is invalid: Labels:map[string]string{\"controller-uid\":\"UID\"}: field is immutable\n",
                RunMasks.twoRuns("The Job \"migrate\" is invalid: Labels:map[string]string{\"controller-uid\":"
                        + "\"0b6f9d3e-6c3a-4b8e-9d1e-2f5c8a7b6e41\"}: field is immutable\n", "t1-x"));
    }
}
