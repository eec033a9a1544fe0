package io.github.shogunsdk.boot3app;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot 3 web application that uses the Shogun SDK and answers in JSON. It configures no
 * JSON at all: shogun-jackson, on the class path, registers its module in Boot's ObjectMapper.
 */
@SpringBootApplication
public class ShogunApplication {

    /** Creates the application's configuration; Spring does this. */
    public ShogunApplication() {
    }

    /**
     * Starts the application.
     *
     * @param args Spring Boot's command-line arguments, such as {@code --server.port=8080}
     */
    public static void main(String[] args) {
        SpringApplication.run(ShogunApplication.class, args);
    }
}
