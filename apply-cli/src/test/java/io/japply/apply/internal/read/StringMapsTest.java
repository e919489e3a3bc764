package io.japply.apply.internal.read;

import io.japply.apply.model.Manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Booleans and numbers where the schema wants text (map[string]string) fail their document, path named. */
class StringMapsTest {
    private static final String HINT = " (as for kubectl, YAML reads a plain y, n, yes, no, on, off as booleans, also"
            + " as keys (\"true\"), and 1, 0x1F, 017 as numbers: quote them)";

    private static List<Manifest> read(String text) {
        return ManifestReader.fromText("in.yaml", text);
    }

    private static String error(String apiVersion, String kind, String rest) {
        List<Manifest> read = read("apiVersion: " + apiVersion + "\nkind: " + kind + "\nmetadata:\n  name: x\n" + rest);
        assertEquals(1, read.size(), read::toString);
        return read.get(0).error();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "v1|ConfigMap|~labels: {on: yes}|metadata.labels[true] must be text, found boolean true",
        "v1|ConfigMap|~annotations: {a: 1, b: ok}|metadata.annotations[a] must be text, found number 1",
        "v1|ConfigMap|data: {y: n}|data[true] must be text, found boolean false",
        "v1|ConfigMap|data: {a: 1.5}|data[a] must be text, found number 1.5",
        "v1|ConfigMap|binaryData: {a: 0x1F}|binaryData[a] must be text, found number 31",
        "v1|Secret|stringData: {a: true}|stringData[a] must be text, found boolean true",
        "v1|Secret|data: {a: [x]}|data[a] must be text, found array",
        "v1|ConfigMap|~labels: [x]|metadata.labels must be a map of text, found array",
        "apps/v1|Deployment|spec: {selector: {matchLabels: {a: off}}}|spec.selector.matchLabels[a] must be text, found boolean false",
        "apps/v1|Deployment|spec: {template: {spec: {nodeSelector: {disk: 1}}}}|spec.template.spec.nodeSelector[disk] must be text, found number 1",
        "v1|Pod|spec: {volumes: [{name: v}, {name: w, csi: {driver: d, volumeAttributes: {a: yes}}}]}|spec.volumes[1].csi.volumeAttributes[a] must be text, found boolean true",
        "example.com/v1|Widget|~labels: {a: 017}|metadata.labels[a] must be text, found number 15",
    })
    void valuesThatAreNotTextAreRefused(String apiVersion, String kind, String rest, String expected) {
        // "~" stands for the indentation under metadata (CSV trims the spaces)
        assertEquals(expected + HINT, error(apiVersion, kind, rest.replace("~", "  ") + "\n"));
    }

    @Test
    void textNullAndKeysReadAsBooleansAreAccepted() {
        assertNull(error("v1", "ConfigMap", "  labels: {on: x, b: null, c: \"yes\"}\ndata: {a: \"1\", b: null}\n"));
        // a custom resource's own fields are its schema's, checked by the server: sent as written
        assertNull(error("example.com/v1", "Widget", "spec: {labels: {a: 1}, data: {y: n}}\n"));
        assertNull(error("v1", "Secret", "data: null\n"));
    }

    @Test
    void manyWrongValuesAreCountedAfterTheFirstThree() {
        String message = error("v1", "ConfigMap", "data: {a: 1, b: 2, c: 3, d: 4, e: 5}\n");
        assertTrue(message.startsWith("data[a] must be text, found number 1; data[b] must be text, found number 2;"
                + " data[c] must be text, found number 3 (and 2 more) (as for kubectl"), message);
    }

    @Test
    void theBadDocumentFailsAloneWithItsNumber() {
        String cm = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ";
        List<Manifest> read = read(cm + "a\n---\n" + cm + "b\n  labels: {on: yes}\n---\n" + cm + "c\n"
                + "---\napiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Secret, metadata: {name: d},"
                + " stringData: {k: 1}}\n");
        assertEquals(List.of("a", "c"), read.stream().filter(m -> m.object() != null)
                .map(m -> m.object().at("/metadata/name").asText()).toList());
        List<String> errors = read.stream().filter(m -> m.object() == null).map(m -> m.where() + ": " + m.error()).toList();
        assertEquals(List.of("document 2 for: \"in.yaml\": metadata.labels[true] must be text, found boolean true" + HINT,
                "document 4, item 1 for: \"in.yaml\": stringData[k] must be text, found number 1" + HINT), errors);
    }
}
