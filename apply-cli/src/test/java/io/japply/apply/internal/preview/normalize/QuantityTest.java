package io.japply.apply.internal.preview.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The stored form of quantities: the table in normalize/quantities.tsv, each row checked with kubectl 1.32
 * (apimachinery's Quantity is the same in 1.37.2).
 */
class QuantityTest {
    @ParameterizedTest(name = "{0} -> {1} ({2})")
    @MethodSource("vectors")
    void storedAsTheServerStoresIt(String input, String expected, String source) {
        assertEquals(Optional.of(expected), Quantity.canonical(input));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "aoeu", "1i", ".5i", "-3.01e-", " 1", "1 ", "1.1.M", "0.1mi", "1+1.0M"})
    void notAQuantity(String input) {
        assertEquals(Optional.empty(), Quantity.canonical(input));
    }

    static Stream<Arguments> vectors() throws IOException, URISyntaxException {
        Path file = Path.of(QuantityTest.class.getResource("/normalize/quantities.tsv").toURI());
        return Files.readAllLines(file).stream().filter(line -> !line.startsWith("#") && !line.isBlank())
                .map(line -> line.split("\t"))
                .map(cells -> Arguments.of(QuantityNodes.text(parse(cells[0])), cells[1], cells[2]));
    }

    private static com.fasterxml.jackson.databind.JsonNode parse(String json) {
        try {
            return io.japply.threeway.json.GoJson.parse(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
