package io.japply.cli.flags;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.threeway.json.Json;
import org.junit.jupiter.api.Test;

/** -o yaml quotes a string exactly where kubectl's YAML (go-yaml, YAML 1.1) does. */
class YamlQuotingTest {
    /**
     * kubectl 1.32's bytes for {@code kubectl create configmap x --dry-run=client -o yaml --from-literal=...}
     * with these values: "100m", "64Mi", "1.0.0", "10.0.0.1" and "-x" plain; numbers, dates and .inf quoted.
     */
    @Test
    void theSameQuotesAsKubectl() throws Exception {
        String kubectl = """
                data:
                  cpu: 100m
                  d: "2025-01-01"
                  dash: -x
                  dot: ".inf"
                  e: "1e3"
                  h: "0x1F"
                  ip: 10.0.0.1
                  m: 64Mi
                  "n": "1"
                  neg: "-5"
                  oct: "0755"
                  s: "12:30"
                  t: "2025-01-01T00:00:00Z"
                  u: "1_000"
                  v: "1.0"
                  ver: 1.0.0
                """;
        String json = "{\"data\":{\"cpu\":\"100m\",\"d\":\"2025-01-01\",\"dash\":\"-x\",\"dot\":\".inf\",\"e\":\"1e3\","
                + "\"h\":\"0x1F\",\"ip\":\"10.0.0.1\",\"m\":\"64Mi\",\"n\":\"1\",\"neg\":\"-5\",\"oct\":\"0755\","
                + "\"s\":\"12:30\",\"t\":\"2025-01-01T00:00:00Z\",\"u\":\"1_000\",\"v\":\"1.0\",\"ver\":\"1.0.0\"}}";
        assertEquals(kubectl, OutputFormat.YAML.render(Json.parse(json)));
    }
}
