package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Warning headers as the API server writes them (RFC 7234), read as client-go reads them. */
class WarningHeadersTest {
    @Test
    void theTextOfEachWarningInOrder() {
        assertEquals(List.of("unknown field \"spec.replica\"", "apps/v1beta1 Deployment is deprecated", "third"),
                WarningHeaders.texts(List.of("299 - \"unknown field \\\"spec.replica\\\"\"",
                        "299 - \"apps/v1beta1 Deployment is deprecated\", 299 kube-apiserver \"third\"")));
    }

    @Test
    void aDateIsSkippedAndOtherCodesAreNotKubernetesWarnings() {
        assertEquals(List.of("kept", "after a date"), WarningHeaders.texts(List.of(
                "199 - \"miscellaneous\", 299 - \"kept\" \"Sat, 25 Aug 2012 23:34:45 GMT\", 299 - \"after a date\"")));
    }

    @Test
    void aMalformedHeaderGivesWhatCameBeforeTheFault() {
        assertEquals(List.of("first"), WarningHeaders.texts(List.of("299 - \"first\", 299 - no quotes", "299 - \"open")));
        assertEquals(List.of(), WarningHeaders.texts(List.of("", "299")));
    }
}
