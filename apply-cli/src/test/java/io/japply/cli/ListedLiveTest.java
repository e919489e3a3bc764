package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.cluster.ObjectRef;

/** Live objects read by one LIST per kind and namespace where the input has several, and every way it must fall back. */
class ListedLiveTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;

    /** Six ConfigMaps and two Deployments (too few to list) in one file. */
    private String manifests(String value) throws IOException {
        List<String> docs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            docs.add("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: z" + i + "}\ndata: {k: '" + value + "'}\n");
        }
        for (int i = 0; i < 2; i++) {
            docs.add("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d" + i + "}\nspec:\n  template:\n"
                    + "    spec:\n      containers: [{name: app, image: '" + value + "'}]\n");
        }
        return Files.writeString(dir.resolve("m.yaml"), String.join("---\n", docs)).toString();
    }

    private long requests(String verb, String kind) {
        return cluster.requests.stream().filter(r -> r.verb().equals(verb) && r.ref().kind().equals(kind)).count();
    }

    private List<String> lines(FakeJob.Run run, String action) {
        return run.out().lines().filter(l -> l.endsWith(" " + action)).toList();
    }

    @Test
    void severalObjectsOfAKindAndNamespaceAreReadWithOneList() throws IOException {
        String file = manifests("1");
        assertEquals(8, lines(job.japply("-f", file), "created").size());
        cluster.requests.clear();
        FakeJob.Run again = job.japply("-f", file);
        assertEquals(8, lines(again, "unchanged").size(), again.out() + again.err());
        assertEquals(1, requests("LIST", "ConfigMap"));
        assertEquals(0, requests("GET", "ConfigMap"));
        assertEquals(2, requests("GET", "Deployment"), "two objects are read one by one");
        assertEquals(0, requests("LIST", "Deployment"));
        cluster.requests.clear();
        FakeJob.Run changed = job.japply("-f", manifests("2"));
        assertEquals(8, lines(changed, "configured").size(), changed.out() + changed.err());
        assertEquals("2", cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "z5")).at("/data/k").asText());
    }

    @Test
    void aRefusedListFallsBackToAGetPerObject() throws IOException {
        String file = manifests("1");
        job.japply("-f", file);
        cluster.refuseLists = true;
        cluster.requests.clear();
        FakeJob.Run again = job.japply("-f", file);
        assertEquals(0, again.code(), again.err());
        assertEquals(8, lines(again, "unchanged").size());
        assertEquals(2, requests("LIST", "ConfigMap"), "the LIST sent ahead was refused, then ListedLive's own");
        assertEquals(6, requests("GET", "ConfigMap"));
    }

    /** Other ConfigMaps in the namespace, named before the input's (a real server lists by name). */
    private void others(int count) {
        for (int i = 0; i < count; i++) {
            String name = String.format("a%04d", i);
            cluster.objects.put(new ObjectRef("v1", "ConfigMap", "default", name),
                    (com.fasterxml.jackson.databind.node.ObjectNode) Cli.parse(
                            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"" + name
                                    + "\",\"namespace\":\"default\"}}"));
        }
    }

    @Test
    void objectsBeyondTheListedPageAreReadOneByOne() throws IOException {
        others(600);
        String file = manifests("1");
        unchangedOnSecondApply(file, 8);
        assertEquals(1, requests("LIST", "ConfigMap"));
        assertEquals(6, requests("GET", "ConfigMap"), "the page of 500 ends before the z names");
    }

    @Test
    void theListIsSentWhileReadingAndAsksForKubectlsPageSize() throws IOException {
        others(100);
        String file = manifests("1");
        unchangedOnSecondApply(file, 8);
        assertEquals(List.of("limit=500"), limits(), "sent ahead: the group's own size (6) would ask for 74");
        assertEquals(0, requests("GET", "ConfigMap"), "the page holds the whole namespace");
    }

    @Test
    void aPageSentAheadThatIsTooSmallForTheGroupIsListedAgain() throws IOException {
        others(500);
        List<String> docs = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            docs.add("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: z" + i + "}\n");
        }
        String file = Files.writeString(dir.resolve("many.yaml"), String.join("---\n", docs)).toString();
        unchangedOnSecondApply(file, 120);
        assertEquals(List.of("limit=500", "limit=530"), limits(), "500 of 620, where the group asks for 4 x 120 + 50");
        assertEquals(90, requests("GET", "ConfigMap"), "the 90 z names after the page of 530");
    }

    @Test
    void aServerSideApplyListsNothing() throws IOException {
        String file = manifests("1");
        FakeJob.Run run = job.japply("-f", file, "--server-side");
        assertEquals(0, run.code(), run.err());
        assertEquals(0, requests("LIST", "ConfigMap"));
    }

    /** Applies the file twice, the requests of the second run alone kept: every object comes out unchanged. */
    private void unchangedOnSecondApply(String file, int objects) {
        job.japply("-f", file);
        cluster.requests.clear();
        FakeJob.Run again = job.japply("-f", file);
        assertEquals(objects, lines(again, "unchanged").size(), again.out() + again.err());
    }

    private List<String> limits() {
        return cluster.requests.stream().filter(r -> r.verb().equals("LIST")).map(FakeCluster.Request::body).toList();
    }

    @Test
    void aListedObjectAnswersOnceSoAConflictAndARepeatReadTheServer() throws IOException {
        String file = manifests("1");
        job.japply("-f", file);
        cluster.changeBeforePatch(live -> live.withObject("/metadata").withObject("/labels").put("by", "someone"));
        Files.writeString(Path.of(file), Files.readString(Path.of(file)).replace("k: '1'}\n---", "k: '2'}\n---")
                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: z0}\ndata: {k: '3'}\n");
        cluster.requests.clear();
        FakeJob.Run run = job.japply("-f", file, "--concurrency", "1");
        assertEquals(0, run.code(), run.err());
        assertEquals(1, requests("LIST", "ConfigMap"));
        assertEquals(2, requests("GET", "ConfigMap"), "one after the 409, one for the second z0");
        var z0 = cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "z0"));
        assertEquals("3", z0.at("/data/k").asText());
        assertEquals("someone", z0.at("/metadata/labels/by").asText(), "the change made meanwhile is kept");
    }
}
