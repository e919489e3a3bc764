package io.japply.it.real;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test class that runs against the real test cluster: its test methods may take a
 * {@link Cluster} parameter, which names a fresh namespace of the test's own.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("real-server")
@ExtendWith(RealServerExtension.class)
public @interface RealServer {
}
